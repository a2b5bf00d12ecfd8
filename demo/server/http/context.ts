import type { PeopleSearchPool } from '../db/people/search-pool.js';
import type { Store } from '../db/store.js';
import type { AnswerCache } from './answer-cache.js';
import type { UserRow } from '../db/users.js';
import type { SandboxOptions } from '../options.js';
import type { ServerProfile } from '../server-version.js';

/** The signed-in caller of a REST route. */
export interface Principal {
  user: UserRow;
  clientId: string;
}

/** Administration domains a delegated administrator may hold. */
export type AdminDomain = 'ROLES' | 'RESOURCES' | 'PROVISIONING' | 'CONFIGURATION';

/**
 * Who may call a route (docs/security.md "Route declarations"): `public` (no token), `signedIn` (any signed-in
 * caller; the handler scopes what it reads or changes), `admin` (an administrator), a navigation right that must
 * be 'true' for the caller, or an administration domain (administrators hold every domain). Every route declares
 * one; a REST route without one answers 403 to everybody.
 */
export type Requirement = 'public' | 'signedIn' | 'admin' | { navKey: string } | { domain: AdminDomain };

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
    sandbox: SandboxOptions;
    /** How the server version the sandbox behaves as differs toward clients (server-version.ts). */
    serverProfile: ServerProfile;
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
