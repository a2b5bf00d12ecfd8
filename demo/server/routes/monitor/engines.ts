import type { FastifyInstance } from 'fastify';
import { administratorsOf } from './rights.js';
import {
  DEFAULT_ENGINE_CONFIGURATION,
  ENGINE_NUMBER_FIELDS,
  engineConfigurationProblems,
  type EngineConfiguration,
  type EngineNumberField,
} from '../../../../src/domain/workflow-monitor.js';
import { engines, readSetting, setEngineStatus, writeSetting } from '../../db/monitor/server-admin.js';
import { badInput } from '../../http/fault.js';
import { isObject } from '../../roles/input.js';

const CONFIGURATION_KEY = 'engineConfiguration';
const STATUS_NAMES = ['Running', 'Stopped'] as const;

/**
 * Workflow engines (issue 18), administrators only: GET admin/workflowengines (the engines and their state;
 * one outside a cluster), POST …/status (start 0, stop 1), GET and POST …/configuration.
 */
export async function engineRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.store;
  const admin = administratorsOf('PROVISIONING');

  const state = () => {
    const rows = engines(db);
    return {
      engineId: rows[0]?.engine_id ?? '',
      engines: rows.map((row) => ({
        engineId: row.engine_id,
        engineStatus: row.status,
        engineStatusDisplayName: STATUS_NAMES[row.status] ?? String(row.status),
        startTime: row.started_at,
        heartbeat: row.status === 0 ? app.sandbox.now() : row.heartbeat_at,
      })),
    };
  };
  const configuration = () => ({
    engineId: engines(db)[0]?.engine_id ?? '',
    ...readSetting<EngineConfiguration>(db, CONFIGURATION_KEY, DEFAULT_ENGINE_CONFIGURATION),
  });

  app.get('/workflowengines', admin, async () => state());

  app.post('/workflowengines/status', admin, async (request, reply) => {
    const body = isObject(request.body) ? request.body : {};
    const status = body.engineStatus;
    if (status !== 0 && status !== 1) throw badInput('Invalid input: engineStatus must be 0 (start) or 1 (stop).');
    const engineId = typeof body.engineId === 'string' && body.engineId !== '' ? body.engineId : undefined;
    if (setEngineStatus(db, status, app.sandbox.now(), engineId) === 0)
      throw badInput(`Invalid input: there is no workflow engine ${engineId ?? ''}.`);
    return reply.code(200).send(state());
  });

  app.get('/workflowengines/configuration', admin, async () => configuration());

  app.post('/workflowengines/configuration', admin, async (request, reply) => {
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be an engine configuration.');
    const body = request.body;
    const next = readSetting<EngineConfiguration>(db, CONFIGURATION_KEY, DEFAULT_ENGINE_CONFIGURATION);
    for (const field of Object.keys(ENGINE_NUMBER_FIELDS) as EngineNumberField[]) {
      const value = body[field];
      if (value === undefined) continue;
      if (typeof value !== 'number') throw badInput(`Invalid input: ${field} must be a number.`);
      next[field] = value;
    }
    if (body.enableEmailNotification !== undefined) {
      if (typeof body.enableEmailNotification !== 'boolean')
        throw badInput('Invalid input: enableEmailNotification must be true or false.');
      next.enableEmailNotification = body.enableEmailNotification;
    }
    const problems = engineConfigurationProblems(next);
    if (problems.length > 0) throw badInput(`Invalid input: ${problems.map((p) => p.message).join(' ')}`);
    writeSetting(db, CONFIGURATION_KEY, next);
    return reply.code(200).send(configuration());
  });
}
