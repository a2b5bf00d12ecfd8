import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from './app.js';
import { buildDemoOrigin } from './demo-origin.js';
import { answerLoopDelayMessages } from './loop-delay.js';
import { DEFAULT_SIGN_IN_LIMITS } from './auth/sign-in-guard.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { DEFAULT_OPTIONS, parseFaults, type SandboxOptions } from './options.js';
import { parseServerVersion } from './server-version.js';

const USAGE = `Usage: npm run sandbox -- [options]

  --port N       PORT             port (default 8180)
  --host H       HOST             interface (default 127.0.0.1)
  --db FILE      IDM_DB           SQLite file (default .data/sandbox.db)
  --reset        IDM_RESET=1      delete the db and seed it anew
  --users N      IDM_USERS        generated users on first seed (default 1000)
  --seed N       IDM_SEED         seed of the generator (default 1)
  --static DIR   IDM_STATIC_DIR   built files (default dist)
  --tasks N      IDM_TASKS        open tasks to seed for mmanager (benchmarks; default 0)
  --roles N      IDM_ROLES        roles in the catalog at least, generated ones added on start (default 0: the seed's 422)
  --admin-assignments N IDM_ADMIN_ASSIGNMENTS administrator assignments at least, generated ones added on start (default 0)
  --groups N     IDM_GROUPS       groups at least, generated workgroups added on start (default 0: the seed's ~310)
  --delegations N IDM_DELEGATIONS delegations at least, generated ones added on start (default 0)
  --teams N      IDM_TEAMS        teams at least, generated ones added on start (default 0: the seed's 10)
  --resources N  IDM_RESOURCES    resources in the catalog at least, bound to entitlement values (default 0: the seed's 73)
  --mailbox DIR  IDM_MAILBOX      e-mail approval's mailbox folder (default: <db name>-mailbox beside the db)
                 IDM_MAILBOX_CHECK_MS how often the mailbox is read while e-mail approval is on (default 2000)
  --demo-port N  IDM_DEMO_PORT    also serve the demo pages on this port: a second origin, as a partner's page
  --redirect-uris U,U IDM_REDIRECT_URIS redirect URIs of the elements' public client (PKCE) besides the demo pages
  --cors-origins O,O IDM_CORS_ORIGINS origins allowed to call the API from a browser (the demo port's are added)
  --entities N   IDM_ENTITIES     custom entity items at least, devices added (default 0: the seed's ~120)
  --landing-items N IDM_LANDING_ITEMS landing page items at least, applications added in generated categories (default 0)
  --featured-items N IDM_FEATURED_ITEMS request page featured items at least, catalog items featured (default 0; add --roles N)
  --helpdesk-tickets N IDM_HELPDESK_TICKETS help desk tickets at least, generated ones added (default 0: the seed's 4)
  --server-version V IDM_SERVER_VERSION behave as this server: 4.8.6 (default), 4.10 or 24.4
  --processes N  IDM_PROCESSES    access requests (workflow processes) at least, generated ones added on start (default 0)
                 IDM_PROVISION_MS delay of each provisioning step in ms (default 1500)
                 IDM_RETRACT_MS   delay from Retracting to Retracted in ms (default 500)
                 IDM_CONTEXT      REST context (default IDMProv)
                 IDM_TOKEN_TTL    access-token lifetime in seconds (default 300)
                 IDM_CLIENT_SECRET secret of the idmdash OAuth client (default idmdash-secret)
                 IDM_PUBLIC_ORIGIN origin for absolute URLs (default: from each request)
                 IDM_FAULTS       fault injection, e.g. latency=200,errorRate=0.1,dropRate=0.01
                 IDM_SIGNIN_MAX_FAILURES wrong passwords for a user name before a lockout (default 5)
                 IDM_SIGNIN_LOCKOUT first lockout in seconds, doubling on each further one (default 30)
                 IDM_SIGNIN_MAX_LOCKOUT longest lockout in seconds (default 900)
                 IDM_SIGNIN_RATE  sign-in attempts per client address and minute (default 300)
                 IDM_LOG=1        log requests too (errors are always logged)
                 IDM_TEST_HOOKS=1 test hooks under /sandbox/test-hooks (no sign-in: never on a shared host)
`;

function integer(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}".`);
  return value;
}

/** A comma-separated list of absolute URLs (`what` names the flag in the error). */
function urlList(what: string, raw: string | undefined, toValue: (url: URL) => string): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      try {
        return toValue(new URL(part));
      } catch {
        throw new Error(`${what}: "${part}" is not an absolute URL.`);
      }
    });
}

function readConfig(): { options: SandboxOptions; port: number; host: string; demoPort: number | null } {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      db: { type: 'string' },
      reset: { type: 'boolean' },
      users: { type: 'string' },
      seed: { type: 'string' },
      static: { type: 'string' },
      tasks: { type: 'string' },
      roles: { type: 'string' },
      'admin-assignments': { type: 'string' },
      groups: { type: 'string' },
      delegations: { type: 'string' },
      teams: { type: 'string' },
      resources: { type: 'string' },
      mailbox: { type: 'string' },
      'demo-port': { type: 'string' },
      'redirect-uris': { type: 'string' },
      'cors-origins': { type: 'string' },
      entities: { type: 'string' },
      processes: { type: 'string' },
      'landing-items': { type: 'string' },
      'featured-items': { type: 'string' },
      'helpdesk-tickets': { type: 'string' },
      'server-version': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const env = process.env;
  const options: SandboxOptions = {
    ...DEFAULT_OPTIONS,
    dbPath: resolve(values.db ?? env.IDM_DB ?? DEFAULT_OPTIONS.dbPath),
    reset: values.reset ?? env.IDM_RESET === '1',
    users: integer('users', values.users ?? env.IDM_USERS, DEFAULT_OPTIONS.users, 0),
    seed: integer('seed', values.seed ?? env.IDM_SEED, DEFAULT_OPTIONS.seed, 0),
    roles: integer('roles', values.roles ?? env.IDM_ROLES, 0, 0),
    adminAssignments: integer('admin-assignments', values['admin-assignments'] ?? env.IDM_ADMIN_ASSIGNMENTS, 0, 0),
    groups: integer('groups', values.groups ?? env.IDM_GROUPS, 0, 0),
    delegations: integer('delegations', values.delegations ?? env.IDM_DELEGATIONS, 0, 0),
    teams: integer('teams', values.teams ?? env.IDM_TEAMS, 0, 0),
    resources: integer('resources', values.resources ?? env.IDM_RESOURCES, 0, 0),
    entities: integer('entities', values.entities ?? env.IDM_ENTITIES, 0, 0),
    processes: integer('processes', values.processes ?? env.IDM_PROCESSES, 0, 0),
    landingItems: integer('landing-items', values['landing-items'] ?? env.IDM_LANDING_ITEMS, 0, 0),
    featuredItems: integer('featured-items', values['featured-items'] ?? env.IDM_FEATURED_ITEMS, 0, 0),
    helpdeskTickets: integer('helpdesk-tickets', values['helpdesk-tickets'] ?? env.IDM_HELPDESK_TICKETS, 0, 0),
    serverVersion: parseServerVersion(values['server-version'] ?? env.IDM_SERVER_VERSION),
    context: env.IDM_CONTEXT || DEFAULT_OPTIONS.context,
    tokenTtlSeconds: integer('IDM_TOKEN_TTL', env.IDM_TOKEN_TTL, DEFAULT_OPTIONS.tokenTtlSeconds, 1),
    clientSecret: env.IDM_CLIENT_SECRET || DEFAULT_OPTIONS.clientSecret,
    staticDir: resolve(values.static ?? env.IDM_STATIC_DIR ?? DEFAULT_OPTIONS.staticDir),
    logger: env.IDM_LOG === '1' ? { level: 'info' } : DEFAULT_OPTIONS.logger,
    searchWorkers: integer('IDM_SEARCH_WORKERS', env.IDM_SEARCH_WORKERS, 1, 0),
    signIn: {
      maxFailures: integer(
        'IDM_SIGNIN_MAX_FAILURES',
        env.IDM_SIGNIN_MAX_FAILURES,
        DEFAULT_SIGN_IN_LIMITS.maxFailures,
        1,
      ),
      lockoutSeconds: integer('IDM_SIGNIN_LOCKOUT', env.IDM_SIGNIN_LOCKOUT, DEFAULT_SIGN_IN_LIMITS.lockoutSeconds, 0),
      maxLockoutSeconds: integer(
        'IDM_SIGNIN_MAX_LOCKOUT',
        env.IDM_SIGNIN_MAX_LOCKOUT,
        DEFAULT_SIGN_IN_LIMITS.maxLockoutSeconds,
        0,
      ),
      perAddressPerMinute: integer(
        'IDM_SIGNIN_RATE',
        env.IDM_SIGNIN_RATE,
        DEFAULT_SIGN_IN_LIMITS.perAddressPerMinute,
        1,
      ),
    },
  };
  if (env.IDM_PUBLIC_ORIGIN) options.publicOrigin = env.IDM_PUBLIC_ORIGIN;
  // E-mail approval's mailbox (README "E-mail approval and the localisation kit"); IDM_MAILBOX is read there.
  if (values.mailbox) options.mailboxDir = resolve(values.mailbox);
  if (env.IDM_MAILBOX_CHECK_MS)
    options.mailboxCheckMs = integer('IDM_MAILBOX_CHECK_MS', env.IDM_MAILBOX_CHECK_MS, 2000, 100);
  if (env.IDM_FAULTS) options.faults = parseFaults(env.IDM_FAULTS);
  // Access engine: IDM_TASKS, IDM_PROVISION_MS and IDM_RETRACT_MS are read by access/options.ts.
  if (values.tasks !== undefined) options.access = { bulkTasks: integer('tasks', values.tasks, 0, 0) };
  options.redirectUris = urlList('--redirect-uris', values['redirect-uris'] ?? env.IDM_REDIRECT_URIS, (u) => u.href);
  options.corsOrigins = urlList('--cors-origins', values['cors-origins'] ?? env.IDM_CORS_ORIGINS, (u) => u.origin);
  const demoPortText = values['demo-port'] ?? env.IDM_DEMO_PORT;
  const demoPort = demoPortText ? integer('demo-port', demoPortText, 0, 1) : null;
  if (demoPort !== null) options.demoOrigins = [`http://localhost:${demoPort}`, `http://127.0.0.1:${demoPort}`];
  return {
    options,
    demoPort,
    port: integer('port', values.port ?? env.PORT, 8180, 0),
    host: values.host ?? env.HOST ?? '127.0.0.1',
  };
}

function printBanner(url: string, app: Awaited<ReturnType<typeof buildApp>>, options: SandboxOptions): void {
  const { seedReport } = app;
  const seeded =
    seedReport.seededInMs === null
      ? `existing db (seed ${seedReport.seed}, ${seedReport.users} generated users; --reset to re-seed)`
      : `seeded ${seedReport.users} users (seed ${seedReport.seed}) in ${seedReport.seededInMs} ms`;
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.cn.length), 9);
  const rows = DEMO_ACCOUNTS.map(
    (a) => `  ${a.cn.padEnd(width)}  ${DEMO_PASSWORD}  ${a.givenName} ${a.surname}: ${a.kind}`,
  );
  process.stdout.write(
    [
      '',
      `IDM sandbox: console at ${url}/idmdash/`,
      `  db ${options.dbPath}: ${seeded}`,
      `  REST ${url}/${options.context}/rest/...   token TTL ${options.tokenTtlSeconds}s   server version ${options.serverVersion ?? '4.8.6'}`,
      options.faults ? `  fault injection ON: ${JSON.stringify(options.faults)}` : '',
      '',
      `  ${'user name'.padEnd(width)}  password  who`,
      ...rows,
      '',
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n') + '\n',
  );
}

async function main(): Promise<void> {
  const { options, port, host, demoPort } = readConfig();
  const app = await buildApp(options);
  const demo =
    demoPort === null
      ? null
      : await buildDemoOrigin({
          demoDir: join(options.staticDir, 'demo'),
          idmPort: port,
          idmOrigin: options.publicOrigin,
        });
  const shutdown = (signal: string): void => {
    process.stdout.write(`\n${signal}: closing the sandbox\n`);
    Promise.all([app.close(), demo?.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port, host });
  answerLoopDelayMessages();
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  printBanner(`http://${shownHost}:${boundPort}`, app, options);
  if (demo && demoPort !== null) {
    await demo.listen({ port: demoPort, host });
    process.stdout.write(`  demo pages on a second origin: http://${shownHost}:${demoPort}/demo/partner.html\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`sandbox: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
