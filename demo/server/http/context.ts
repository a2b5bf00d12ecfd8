import type { PeopleSearchPool } from '../db/people/search-pool.js';
import type { Store } from '../db/store.js';
import type { AnswerCache } from './answer-cache.js';
import type { UserRow } from '../db/users.js';
import type { SandboxOptions } from '../options.js';

/** The signed-in caller of a REST route. */
export interface Principal {
  user: UserRow;
  clientId: string;
}

/** Administration domains a delegated administrator may hold. */
export type AdminDomain = 'ROLES' | 'RESOURCES' | 'PROVISIONING' | 'CONFIGURATION';

/**
 * What a REST route needs besides a valid token: `admin` (an administrator), a navigation right that
 * must be 'true' for the caller, or an administration domain (administrators hold every domain).
 * Routes without `requires` only need a signed-in caller.
 */
export type Requirement = 'public' | 'signedIn' | 'admin' | { navKey: string } | { domain: AdminDomain };

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
    sandbox: SandboxOptions;
    /** Read-only GET answers kept until the db changes (`http/answer-cache.ts`). */
    answers: AnswerCache;
    /** People searches off the event loop (`options.searchWorkers`); null: searched in place. */
    peopleSearchPool: PeopleSearchPool | null;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    requires?: Requirement;
  }
}
