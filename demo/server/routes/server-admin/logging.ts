import type { FastifyInstance } from 'fastify';
import { administratorsOf } from '../monitor/rights.js';
import {
  auditConfigurationProblems,
  isLogLevel,
  isPackageName,
  pinoLevelOf,
  type AuditConfiguration,
} from '../../../../src/domain/server-admin.js';
import { pageRequest } from '../../db/search.js';
import {
  addLogger,
  listLoggers,
  listPackages,
  loggerByName,
  readSetting,
  setAllLoggerLevels,
  setLoggerLevel,
  writeSetting,
  type LoggerRow,
} from '../../db/monitor/server-admin.js';
import { badInput } from '../../http/fault.js';
import { flag, isObject, list, text, type Json } from '../../roles/input.js';
import { FLAG, INTEGER, SEARCH_TEXT, SORT_ORDER, querySchema } from '../lookups/schemas.js';

/** The logger whose level the sandbox's own request log (Fastify's pino logger) follows. */
export const REQUEST_LOGGER = 'com.netiq.sandbox.requests';
const AUDIT_KEY = 'auditConfiguration';
const AUDIT_DEFAULTS: AuditConfiguration = {
  enableCEF: false,
  destinationHost: '',
  destinationPort: 514,
  protocol: 'UDP',
  useTLS: false,
  intermediateStoragePath: '/var/opt/netiq/idm/cef-cache',
};

const logNode = (row: LoggerRow) => ({
  packageConfigured: { packageName: row.name, packageDescription: row.description },
  logLevel: row.level,
  logAdditivity: row.additivity === 1,
});

/** The sandbox's request log takes the level of REQUEST_LOGGER once an administrator set it. */
export function applyRequestLogLevel(app: FastifyInstance, force = false): void {
  const row = loggerByName(app.store.db, REQUEST_LOGGER);
  if (!row || (!force && row.updated_at === null)) return;
  try {
    app.log.level = pinoLevelOf(row.level);
  } catch {
    // A disabled logger (tests pass `logger: false`) has no levels to set.
  }
}

/**
 * Logging and auditing (issue 18), administrators only: GET admin/logging/list (configured loggers with
 * the audit configuration), GET …/packages/list, PUT admin/logging (levels; all at once with
 * changeAllLogs), POST admin/logging (a logger for a package), POST …/auditConfig, PUT …/buildPDXLF.
 */
export async function loggingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.store;
  const admin = administratorsOf('CONFIGURATION');
  const audit = () => readSetting<AuditConfiguration>(db, AUDIT_KEY, AUDIT_DEFAULTS);
  const auditFields = () => {
    const { enableCEF, ...cefConfigs } = audit();
    return { enableCEF, cefConfigs: { ...cefConfigs, destinationPort: cefConfigs.destinationPort ?? 0 } };
  };
  applyRequestLogLevel(app);

  app.get<{
    Querystring: {
      q?: string;
      nextIndex?: string;
      pageSize?: string;
      sortBy?: string;
      sortOrder?: string;
      fetchLogConfigs?: string;
      fetchAuditConfigs?: string;
    };
  }>(
    '/logging/list',
    {
      ...admin,
      schema: {
        querystring: querySchema({
          q: SEARCH_TEXT,
          nextIndex: INTEGER,
          pageSize: INTEGER,
          sortBy: { type: 'string', enum: ['name', 'level'] },
          sortOrder: SORT_ORDER,
          fetchLogConfigs: FLAG,
          fetchAuditConfigs: FLAG,
        }),
      },
    },
    async (request) => {
      const { q, pageSize, nextIndex, sortOrder, sortBy } = request.query;
      const page = pageRequest({ q, size: pageSize, nextIndex, sortOrder });
      const logs =
        request.query.fetchLogConfigs === 'false' ? null : listLoggers(db, { ...page, sortBy: sortBy ?? 'name' });
      return {
        ...(logs
          ? {
              logConfigurations: logs.rows.map(logNode),
              nextIndex: logs.nextIndex,
              totalSize: logs.total,
              total: logs.total,
            }
          : {}),
        ...(request.query.fetchAuditConfigs === 'false' ? {} : auditFields()),
      };
    },
  );

  app.get<{ Querystring: { q?: string; nextIndex?: string; pageSize?: string; sortOrder?: string; sortBy?: string } }>(
    '/logging/packages/list',
    {
      ...admin,
      schema: {
        querystring: querySchema({
          q: SEARCH_TEXT,
          nextIndex: INTEGER,
          pageSize: INTEGER,
          sortOrder: SORT_ORDER,
          sortBy: { type: 'string', enum: ['name'] },
        }),
      },
    },
    async (request) => {
      const { q, pageSize, nextIndex, sortOrder } = request.query;
      const result = listPackages(db, pageRequest({ q, size: pageSize, nextIndex, sortOrder }));
      return {
        packages: result.rows.map((p) => ({ packageName: p.name, packageDescription: p.description })),
        nextIndex: result.nextIndex,
        totalSize: result.total,
        total: result.total,
      };
    },
  );

  const levelOf = (node: Json, where: string): number => {
    const level = node.logLevel;
    if (!isLogLevel(level))
      throw badInput(
        `Invalid input: ${where}.logLevel must be a log level (OFF, FATAL, ERROR, WARN, INFO, DEBUG or TRACE).`,
      );
    return level;
  };
  const nameOf = (node: Json, where: string): string => {
    const pkg = isObject(node.packageConfigured) ? node.packageConfigured : undefined;
    const name = pkg ? text(pkg, 'packageName', { max: 200 }) : undefined;
    if (!name || !isPackageName(name))
      throw badInput(
        `Invalid input: ${where}.packageConfigured.packageName must be a package name such as com.netiq.idm.rest.`,
      );
    return name;
  };

  app.put('/logging', admin, async (request, reply) => {
    if (!isObject(request.body)) throw badInput('Invalid input: the body must list logConfigurations.');
    const body = request.body;
    const now = app.sandbox.now();
    if (flag(body, 'changeAllLogs') === true) {
      const level = body.globalLogLevel;
      if (!isLogLevel(level)) throw badInput('Invalid input: globalLogLevel must be a log level.');
      setAllLoggerLevels(db, level, now);
    } else {
      const nodes = list(body, 'logConfigurations', 500);
      if (!nodes || nodes.length === 0)
        throw badInput('Invalid input: logConfigurations must list the loggers to change.');
      const changes = nodes.map((node, i) => {
        const where = `logConfigurations[${i}]`;
        const additivity = node.logAdditivity;
        if (additivity !== undefined && typeof additivity !== 'boolean')
          throw badInput(`Invalid input: ${where}.logAdditivity must be true or false.`);
        return { name: nameOf(node, where), level: levelOf(node, where), additivity };
      });
      db.transaction(() => {
        for (const c of changes)
          if (!setLoggerLevel(db, c.name, c.level, c.additivity, now))
            throw badInput(`Invalid input: no logger is configured for ${c.name}; add it first.`);
      })();
    }
    applyRequestLogLevel(app, true);
    return reply.code(204).send();
  });

  app.post('/logging', admin, async (request, reply) => {
    const nodes = isObject(request.body) ? list(request.body, 'logConfigurations', 100) : undefined;
    if (!nodes || nodes.length === 0) throw badInput('Invalid input: logConfigurations must list the loggers to add.');
    const now = app.sandbox.now();
    const added = nodes.map((node, i) => {
      const where = `logConfigurations[${i}]`;
      return { name: nameOf(node, where), level: levelOf(node, where), additivity: node.logAdditivity !== false };
    });
    db.transaction(() => {
      for (const a of added)
        if (!addLogger(db, a.name, a.level, a.additivity, now))
          throw badInput(`Invalid input: a logger for ${a.name} is already configured.`);
    })();
    applyRequestLogLevel(app, true);
    const rows = added.map((a) => loggerByName(db, a.name)).filter((r): r is LoggerRow => r !== undefined);
    return reply.code(200).send({ logConfigurations: rows.map(logNode), totalSize: rows.length, total: rows.length });
  });

  app.post('/logging/auditConfig', admin, async (request, reply) => {
    if (!isObject(request.body)) throw badInput('Invalid input: the body must hold enableCEF and cefConfigs.');
    const body = request.body;
    const cef = isObject(body.cefConfigs) ? body.cefConfigs : {};
    const current = audit();
    const port = cef.destinationPort;
    if (port !== undefined && port !== null && typeof port !== 'number')
      throw badInput('Invalid input: cefConfigs.destinationPort must be a number.');
    const next: AuditConfiguration = {
      enableCEF: flag(body, 'enableCEF') ?? current.enableCEF,
      destinationHost: text(cef, 'destinationHost', { max: 253 }) ?? current.destinationHost,
      destinationPort: port === undefined ? current.destinationPort : port,
      protocol: (text(cef, 'protocol', { max: 8 }) ?? current.protocol).toUpperCase(),
      useTLS: flag(cef, 'useTLS') ?? current.useTLS,
      intermediateStoragePath: text(cef, 'intermediateStoragePath') ?? current.intermediateStoragePath,
    };
    const problems = auditConfigurationProblems(next);
    if (problems.length > 0) throw badInput(`Invalid input: ${problems.map((p) => p.message).join(' ')}`);
    writeSetting(db, AUDIT_KEY, next);
    return reply.code(200).send(auditFields());
  });

  app.put('/logging/buildPDXLF', admin, async (_request, reply) => reply.code(204).send());
}
