import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  DEFAULT_SIGN_IN_LIMITS,
  SignInGuard,
  addressLimiter,
  type AddressLimiter,
  type SignInLimits,
} from './auth/sign-in-guard.js';
import { openDatabase } from './db/open.js';
import { peopleSearchPool } from './db/people/search-pool.js';
import { createStore } from './db/store.js';
import type { Requirement } from './http/context.js';
import { declared } from './http/requirement.js';
import { answerCache } from './http/answer-cache.js';
import { HttpFault, installFaultHandlers } from './http/fault.js';
import { serverProfile } from './server-version.js';
import { CONTENT_SECURITY_POLICY } from './http/html.js';
import { installCors } from './http/cors.js';
import { applyQueryRules } from './http/query-rules.js';
import { DEFAULT_OPTIONS, type SandboxOptions } from './options.js';
import { consoleServletRoutes } from './routes/console-servlets.js';
import { ospAppRoutes } from './routes/osp-app.js';
import { ospOAuthRoutes } from './routes/osp-oauth.js';
import { restRoutes } from './routes/rest.js';
import { staticRoutes } from './routes/static.js';
import { customCssRoutes } from './routes/custom-css.js';
import { registerShell } from './routes/shell-routes.js';
import { rejectProtoKeys } from './http/liberal-input.js';
import { avatarRoutes } from './routes/avatars.js';

export type { SandboxOptions } from './options.js';

/** What opening the db found or did; main.ts prints it. */
export interface SeedReport {
  seededInMs: number | null;
  seed: number;
  users: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    seedReport: SeedReport;
    /** Every route the app registered (method, url), for tests that must cover each route without a list. */
    routeList: RegisteredRoute[];
    /** The query parameters each route declares, by `METHOD url` (tests send junk to each). */
    routeQueryKeys: ReadonlyMap<string, readonly string[]>;
    /** Intruder detection of the sign-in form and the password grant. */
    signInGuard: SignInGuard;
    /** The per-address limit of the same two routes (an onRequest hook of theirs). */
    signInAddressLimit: AddressLimiter;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Who may call it (`config.requires`); undefined: the route forgot to say (the authorization matrix fails). */
  requires?: Requirement;
}

/** The sandbox server, not yet listening: main.ts calls listen(), tests call inject(). Closing it closes the db. */
export async function buildApp(overrides: Partial<SandboxOptions> = {}): Promise<FastifyInstance> {
  const options: SandboxOptions = { ...DEFAULT_OPTIONS, ...overrides };
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(options.context)) throw new Error(`Invalid context "${options.context}".`);
  if (options.publicOrigin) options.publicOrigin = new URL(options.publicOrigin).origin;

  const opened = openDatabase(options.dbPath, {
    seed: options.seed,
    users: options.users,
    reset: options.reset,
    roles: options.roles ?? 0,
    adminAssignments: options.adminAssignments ?? 0,
    groups: options.groups ?? 0,
    delegations: options.delegations ?? 0,
    teams: options.teams ?? 0,
    resources: options.resources ?? 0,
    entities: options.entities ?? 0,
    processes: options.processes ?? 0,
    landingItems: options.landingItems ?? 0,
    featuredItems: options.featuredItems ?? 0,
    helpdeskTickets: options.helpdeskTickets ?? 0,
  });
  const app = Fastify({
    logger: options.logger,
    bodyLimit: 1024 * 1024,
    // No type coercion: a body with {"key": 42} must fail a string schema. Query values are strings; their
    // schemas say so (with patterns) and handlers convert.
    ajv: { customOptions: { coerceTypes: false } },
  });
  app.addHook('onClose', async () => opened.db.close());

  app.decorate('store', createStore(opened.db, options.now));
  app.decorate('sandbox', options);
  app.decorate('serverProfile', serverProfile(options.serverVersion));
  app.decorate('answers', answerCache(opened.db));
  const searchPool =
    (options.searchWorkers ?? 0) > 0 && options.dbPath !== ':memory:'
      ? peopleSearchPool(options.dbPath, options.searchWorkers ?? 0)
      : null;
  app.decorate('peopleSearchPool', searchPool);
  app.addHook('onClose', async () => searchPool?.close());
  app.decorate('seedReport', { seededInMs: opened.seededInMs, seed: opened.seed, users: opened.users });
  app.decorateRequest('principal', null);
  const routeList: RegisteredRoute[] = [];
  app.decorate('routeList', routeList);
  const routeQueryKeys = new Map<string, string[]>();
  app.decorate('routeQueryKeys', routeQueryKeys);
  app.addHook('onRoute', (route) => {
    applyQueryRules(route);
    const declared = Object.keys((route.schema?.querystring as { properties?: object } | undefined)?.properties ?? {});
    for (const method of [route.method].flat()) {
      // Read when asked: a plugin's declaration (http/requirement.ts) is set by its onRoute hook, after this one.
      routeList.push({
        method,
        url: route.url,
        get requires() {
          return (route.config as { requires?: Requirement } | undefined)?.requires;
        },
      });
      routeQueryKeys.set(`${method} ${route.url}`, declared);
    }
  });

  const signInLimits: SignInLimits = { ...DEFAULT_SIGN_IN_LIMITS, ...options.signIn };
  app.decorate('signInGuard', new SignInGuard(signInLimits, options.now));
  await app.register(fastifyRateLimit, { global: false });
  app.decorate('signInAddressLimit', addressLimiter(app, signInLimits));
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  // The console sends Content-Type: application/json on every call, bodiless DELETEs included.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text, rejectProtoKeys));
    } catch {
      done(new HttpFault(400, 'INV_INPUT', 'Invalid input: the request body is not valid JSON.'), undefined);
    }
  });
  installFaultHandlers(app);
  installCors(app);

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (html && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    }
    return payload;
  });

  // Outside the REST API, each route checks its own client, grant or session cookie (docs/security.md).
  await app.register(declared(ospOAuthRoutes, 'public'));
  await app.register(declared(ospAppRoutes, 'public'));
  await app.register(declared(consoleServletRoutes, 'public'));
  await app.register(declared(staticRoutes, 'public'));
  await app.register(declared(customCssRoutes, 'public'));
  await app.register(declared(avatarRoutes, 'public'));
  await app.register(restRoutes, { prefix: `/${options.context}/rest` });
  await registerShell(app);
  return app;
}
