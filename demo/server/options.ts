import type { FastifyServerOptions } from 'fastify';
import type { SignInLimits } from './auth/sign-in-guard.js';
import type { ServerVersionName } from './server-version.js';

/** Everything that configures one sandbox instance. main.ts fills it from flags and env; tests build it directly. */
export interface SandboxOptions {
  /** SQLite file; created (with its folder) and seeded when missing. */
  dbPath: string;
  /** Delete the db file first and seed anew. */
  reset: boolean;
  /** Generated users (the demo accounts come on top). */
  users: number;
  /** Roles in the catalog at least: generated permission roles are added on start up to this many (0: none). */
  roles?: number;
  /** Administrator assignments at least: generated delegated administrators are added on start (0: none). */
  adminAssignments?: number;
  /** Groups at least: generated workgroups are added on start up to this many (0: none; README "Groups"). */
  groups?: number;
  /** Delegations at least: generated ones between generated people added on start up to this many (0: none). */
  delegations?: number;
  /** Teams at least: generated teams are added on start up to this many (0: none). */
  teams?: number;
  /** Resources in the catalog at least: resources bound to entitlement values are added on start up to this many. */
  resources?: number;
  /** Custom entity items at least: devices are added on start up to this many (0: the seed's ~120; README "Entities"). */
  entities?: number;
  /** Access requests (workflow processes) at least: generated ones added on start up to this many (0: none). */
  processes?: number;
  /** Landing page items at least: applications are added on start in generated categories (0: the seed's). */
  landingItems?: number;
  /** Featured items of the request page at least: catalog items are featured on start (0: the seed's). */
  featuredItems?: number;
  /** Help desk tickets at least: generated ones are added on start (0: the seed's 4). */
  helpdeskTickets?: number;
  /** Seed of the deterministic generator. */
  seed: number;
  /** Application context of the REST API: `/<context>/rest/...`. */
  context: string;
  /** Access-token lifetime in seconds. */
  tokenTtlSeconds: number;
  /** Secret of the `idmdash` OAuth client (HTTP Basic on the token endpoint). */
  clientSecret: string;
  /** Folder with the built console (`idmdash/`), elements (`elements/`) and demo pages (`demo/`). */
  staticDir: string;
  /** Origin for absolute URLs (e.g. `http://localhost:8180`); default: taken from each request's Host. */
  publicOrigin?: string;
  /**
   * Fastify's (pino) logger: by default errors only (level `error`, standard output); IDM_LOG=1 adds the
   * request log (level `info`); tests pass `false`, or a `stream` to read what was logged.
   */
  logger: NonNullable<FastifyServerOptions['logger']>;
  /** Fault injection for REST calls; off unless given. */
  faults?: FaultInjection;
  /** Clock in epoch ms; tests replace it to expire tokens without waiting. */
  now: () => number;
  /** Sign-in throttling: lockout per user name, limit per client address (README "Sign-in throttling"); missing fields take the defaults. */
  signIn?: Partial<SignInLimits>;
  /**
   * Worker threads that run people searches no cache answers (`db/people/search-pool.ts`), so that one does
   * not hold the event loop; 0 searches in place (tests, `:memory:`). main.ts: IDM_SEARCH_WORKERS, default 1.
   */
  searchWorkers?: number;
  /** Redirect URIs the elements' public client (PKCE) may use besides the demo pages (README "Embedding"). */
  redirectUris?: string[];
  /** Origins allowed to call the REST API, token endpoint, servlets and element files from a browser (CORS). */
  corsOrigins?: string[];
  /** Origins of the second demo-page server (`--demo-port`): CORS-allowed, their demo pages redirect URIs. */
  demoOrigins?: string[];
  /** The server version the sandbox behaves as (README "Server versions"); default 4.8.6. */
  serverVersion?: ServerVersionName;
}

export interface FaultInjection {
  /** Extra delay before every REST answer, in ms. */
  latencyMs: number;
  /** Share (0..1) of REST calls answered with a 500 Fault. */
  errorRate: number;
  /** Share (0..1) of REST calls whose connection is dropped in the middle of the answer. */
  dropRate: number;
  /** Seed of the rolls (default: the sandbox's seed): the same calls in the same order meet the same faults. */
  seed?: number;
}

export const DEFAULT_OPTIONS: SandboxOptions = {
  dbPath: '.data/sandbox.db',
  reset: false,
  users: 1000,
  seed: 1,
  context: 'IDMProv',
  tokenTtlSeconds: 300,
  clientSecret: 'idmdash-secret',
  staticDir: 'dist',
  logger: { level: 'error' },
  now: () => Date.now(),
};

/** Parses `latency=200,errorRate=0.1,dropRate=0.01[,seed=7]`; throws on unknown keys or bad numbers. */
export function parseFaults(spec: string): FaultInjection {
  const faults: FaultInjection = { latencyMs: 0, errorRate: 0, dropRate: 0 };
  for (const part of spec
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [key, raw] = part.split('=');
    const value = Number(raw);
    if (raw === undefined || !Number.isFinite(value) || value < 0)
      throw new Error(`IDM_FAULTS: bad value in "${part}"`);
    if (key === 'latency') faults.latencyMs = value;
    else if (key === 'errorRate' && value <= 1) faults.errorRate = value;
    else if (key === 'dropRate' && value <= 1) faults.dropRate = value;
    else if (key === 'seed' && Number.isInteger(value)) faults.seed = value;
    else throw new Error(`IDM_FAULTS: unknown or out-of-range "${part}" (keys: latency, errorRate, dropRate, seed)`);
  }
  return faults;
}
