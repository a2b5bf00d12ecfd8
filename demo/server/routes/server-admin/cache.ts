import type { FastifyInstance } from 'fastify';
import { administratorsOf } from '../monitor/rights.js';
import {
  cacheConfigurationProblems,
  cacheCustomizationProblems,
  type CacheCustomization,
} from '../../../../src/domain/server-admin.js';
import {
  cacheHolders,
  clearCacheHolder,
  customizeCacheHolder,
  readSetting,
  writeSetting,
} from '../../db/monitor/server-admin.js';
import { badInput, notFound } from '../../http/fault.js';
import { isObject, list, text } from '../../roles/input.js';
import { FLAG, querySchema } from '../lookups/schemas.js';

/** The cache configuration (CacheConfigNode's editable fields; each has its `current…` twin in the answer). */
export const CACHE_DEFAULTS = {
  clusterEnabled: 'false',
  groupID: 'UserAppCache',
  clusterProps: '',
  lockAcquTimeout: '15000',
  evictionPolicyClass: 'LRU',
  wakeUpIntervalSeconds: '5',
  maxNodes: '5000',
  timeToLiveSeconds: '86400',
};
type CacheConfiguration = typeof CACHE_DEFAULTS;
const CONFIGURATION_KEY = 'cacheConfiguration';
const WHOLE = /^\d{1,9}$/;

function cacheConfigurationProblem(c: CacheConfiguration): string | null {
  if (c.clusterProps.length > 4000) return 'clusterProps is longer than 4000 characters.';
  return cacheConfigurationProblems(c)[0]?.message ?? null;
}

/**
 * Caching (issue 18), administrators only: GET admin/cache/holders (sizes), DELETE …/holder/items (clear
 * one), GET and POST …/configuration, GET and POST …/customizedHolders (a holder's own limits).
 */
export async function cacheRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.store;
  const admin = administratorsOf('CONFIGURATION');
  const configuration = () => readSetting<CacheConfiguration>(db, CONFIGURATION_KEY, CACHE_DEFAULTS);

  app.get<{ Querystring: { returnObjectCount?: string } }>(
    '/cache/holders',
    { ...admin, schema: { querystring: querySchema({ returnObjectCount: FLAG }) } },
    async (request) => {
      const counts = request.query.returnObjectCount !== 'false';
      const holders = cacheHolders(db);
      return {
        cacheArraySize: holders.length,
        cacheHolders: holders.map((h) => ({ cacheHolderID: h.id, ...(counts ? { objectCount: h.object_count } : {}) })),
      };
    },
  );

  app.delete<{ Querystring: { cacheHolderID: string } }>(
    '/cache/holder/items',
    {
      ...admin,
      schema: {
        querystring: querySchema({ cacheHolderID: { type: 'string', minLength: 1, maxLength: 128 } }, [
          'cacheHolderID',
        ]),
      },
    },
    async (request, reply) => {
      if (!clearCacheHolder(db, request.query.cacheHolderID, app.sandbox.now()))
        throw notFound(`There is no cache holder ${request.query.cacheHolderID}.`);
      return reply.code(204).send();
    },
  );

  app.get('/cache/configuration', admin, async () => {
    const c = configuration();
    return {
      ...c,
      clusterEnabledCurrentValue: c.clusterEnabled,
      currentGroupID: c.groupID,
      clusterCurrentProps: c.clusterProps,
      lockAcquCurrentTimeout: c.lockAcquTimeout,
      currentEvictionPolicyClass: c.evictionPolicyClass,
      currentWakeUpInterval: c.wakeUpIntervalSeconds,
      currentMaxNodes: c.maxNodes,
      currentTimeToLive: c.timeToLiveSeconds,
    };
  });

  app.post('/cache/configuration', admin, async (request, reply) => {
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be a cache configuration.');
    const next = { ...configuration() };
    for (const field of Object.keys(CACHE_DEFAULTS) as (keyof CacheConfiguration)[]) {
      const value = text(request.body, field, { max: 4000 });
      if (value !== undefined) next[field] = value;
    }
    const problem = cacheConfigurationProblem(next);
    if (problem) throw badInput(`Invalid input: ${problem}`);
    writeSetting(db, CONFIGURATION_KEY, next);
    return reply.code(200).send(next);
  });

  const customized = () => {
    const c = configuration();
    const holders = cacheHolders(db, true);
    return {
      arraySize: holders.length,
      customizeCacheHolders: holders.map((h) => ({
        cacheValue: h.id,
        cacheActive: 'true',
        cacheEnable: 'true',
        cacheReadonly: 'false',
        globalMaxnodes: c.maxNodes,
        enableLocalMaxnodes: String(h.max_nodes !== null),
        localMaxnodes: h.max_nodes === null ? '' : String(h.max_nodes),
        maxnodesCurrent: h.max_nodes ?? Number(c.maxNodes),
        globalTimetolive: c.timeToLiveSeconds,
        enableLocalTimetolive: String(h.time_to_live !== null),
        loacalTimetolive: h.time_to_live === null ? '' : String(h.time_to_live),
        timetoliveCurrent: h.time_to_live ?? Number(c.timeToLiveSeconds),
        globalMaxage: '0',
        enableLocalMaxage: String(h.max_age !== null),
        localMaxage: h.max_age === null ? '' : String(h.max_age),
        maxageCurrent: h.max_age ?? 0,
      })),
    };
  };

  app.get('/cache/customizedHolders', admin, async () => customized());

  app.post('/cache/customizedHolders', admin, async (request, reply) => {
    const nodes = isObject(request.body) ? list(request.body, 'customizeCacheHolders', 200) : undefined;
    if (!nodes || nodes.length === 0)
      throw badInput('Invalid input: customizeCacheHolders must list the holders to customise.');
    const local = (node: Record<string, unknown>, enable: string, value: string, holder: string): number | null => {
      if (text(node, enable) !== 'true') return null;
      const raw = text(node, value) ?? '';
      if (!WHOLE.test(raw)) throw badInput(`Invalid input: ${holder}: ${value} must be a whole number.`);
      return Number(raw);
    };
    const changes: CacheCustomization[] = nodes.map((node, index) => {
      const holder = text(node, 'cacheValue');
      if (!holder)
        throw badInput(`Invalid input: customizeCacheHolders[${index}].cacheValue (the holder) is required.`);
      return {
        holder,
        maxNodes: local(node, 'enableLocalMaxnodes', 'localMaxnodes', holder),
        timeToLive: local(node, 'enableLocalTimetolive', 'loacalTimetolive', holder),
        maxAge: local(node, 'enableLocalMaxage', 'localMaxage', holder),
      };
    });
    for (const change of changes) {
      const problems = cacheCustomizationProblems(change);
      if (problems.length > 0)
        throw badInput(`Invalid input: ${change.holder}: ${problems.map((p) => p.message).join(' ')}`);
    }
    db.transaction(() => {
      for (const change of changes)
        if (!customizeCacheHolder(db, change.holder, change))
          throw badInput(`Invalid input: ${change.holder} is not a customisable cache holder.`);
    })();
    return reply.code(200).send(customized());
  });
}
