import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkSection } from '../../../src/domain/client-settings-form.js';
import {
  CLIENT_SETTING_SECTIONS,
  parseClientSettings,
  type ClientSettingSection,
} from '../../../src/domain/settings.js';
import { Rules, englishMessage, type FieldError } from '../../../src/domain/settings-rules.js';
import type { ClientSection, ClientSetting } from '../db/seed/client-config.js';
import { badInput, notFound } from '../http/fault.js';

const CLIENT_ID = '^[A-Za-z0-9_-]{1,64}$';
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: CLIENT_ID } },
} as const;
const clientQuery = {
  type: 'object',
  properties: { client: { type: 'string', pattern: CLIENT_ID } },
} as const;
const ADMIN = { requires: { domain: 'CONFIGURATION' } } as const;

/** The contract's path word of each client-settings section. */
const SECTION_PATHS: Readonly<Record<string, ClientSection>> = {
  access: 'access',
  branding: 'branding',
  custom: 'customization',
  dashboard: 'dashboardAccess',
  helpdesk: 'helpdesk',
};

const isSection = (key: string): key is ClientSettingSection =>
  (CLIENT_SETTING_SECTIONS as readonly string[]).includes(key);

/** The first broken rule as a 400 Fault the console can show beside the field. */
export function rejectFieldErrors(errors: readonly FieldError[]): void {
  const first = errors[0];
  if (first) throw badInput(`Invalid input: ${englishMessage(first)}`);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isScalar = (value: unknown): boolean =>
  value === undefined || value === null || ['string', 'number', 'boolean'].includes(typeof value);
/** A setting's value as the schema has it: a scalar, or a list or map of scalars (or of maps of scalars). */
const isSettingValue = (value: unknown, depth = 0): boolean =>
  isScalar(value) ||
  (depth < 2 &&
    (Array.isArray(value)
      ? value.every((v) => isSettingValue(v, depth + 1))
      : isObject(value) && Object.values(value).every((v) => isSettingValue(v, depth + 1))));

/** A posted section: `{settings: Setting[]}` (or `{<section>: Setting[]}`, or the list itself). */
function postedSettings(body: unknown, section: ClientSection): ClientSetting[] {
  const list = Array.isArray(body) ? body : isObject(body) ? (body['settings'] ?? body[section]) : undefined;
  if (!Array.isArray(list)) throw badInput(`Invalid input: the body must carry the ${section} settings as "settings".`);
  list.forEach((entry: unknown, index) => {
    if (!isObject(entry) || typeof entry['key'] !== 'string')
      throw badInput(`Invalid input: settings[${index}] must be a setting with a text key.`);
    if (!isSettingValue(entry['value']))
      throw badInput(
        `Invalid input: settings[${index}].value must be text, a number, true or false, or a list or map of them.`,
      );
  });
  const parsed = parseClientSettings({ config: { [section]: list } }).config[section];
  return parsed as ClientSetting[];
}

const created = (reply: FastifyReply, body: unknown) => reply.code(200).send(body);

/**
 * access/config…: clients (list, create, rename, delete; client 1 is the default and stays), each client's
 * settings by section (GET for configuration administrators, POST validated by the shared rules, restore the
 * defaults), the per-client stylesheet. `GET clients/{id}` and `GET config` stay open to every signed-in user:
 * the console reads its branding, help desk and customisation there at start-up.
 */
export async function clientRoutes(app: FastifyInstance): Promise<void> {
  const { clients } = app.store;
  const configOf = (id: string) => {
    const config = clients.config(id);
    if (!config) throw notFound(`No client with id ${id}.`);
    return config;
  };

  // The list names the clients only (every signed-in user may read it, as the client settings themselves).
  app.get('/config/clients', async () => {
    const list = clients.list();
    return { clients: list, totalCount: list.length };
  });

  app.get<{ Params: { id: string } }>('/config/clients/:id', { schema: { params: idParams } }, async (request) => ({
    clientId: request.params.id,
    config: configOf(request.params.id),
  }));

  app.post('/config/clients', { config: ADMIN }, async (request, reply) => {
    const body = isObject(request.body) ? request.body : {};
    const rules = new Rules();
    const name = typeof body['name'] === 'string' ? body['name'].trim() : '';
    const matchCondition = typeof body['matchCondition'] === 'string' ? body['matchCondition'].trim() : '';
    const id = typeof body['id'] === 'string' && body['id'].trim() !== '' ? body['id'].trim() : undefined;
    rules.text('name', name, { required: true });
    rules.text('matchCondition', matchCondition, { max: 256 });
    if (id !== undefined && !new RegExp(CLIENT_ID).test(id)) rules.identifier('id', '!');
    rejectFieldErrors(rules.errors);
    if (id !== undefined && clients.one(id)) throw badInput(`Invalid input: id: a client with id ${id} exists.`);
    if (clients.list().some((c) => c.name.toLowerCase() === name.toLowerCase()))
      throw badInput(`Invalid input: name: a client named ${name} exists.`);
    return created(reply, clients.create(id === undefined ? { name, matchCondition } : { id, name, matchCondition }));
  });

  app.post<{ Params: { id: string } }>(
    '/config/clients/:id',
    { schema: { params: idParams }, config: ADMIN },
    async (request, reply) => {
      const body = isObject(request.body) ? request.body : {};
      const current = clients.one(request.params.id);
      if (!current) throw notFound(`No client with id ${request.params.id}.`);
      const name = typeof body['name'] === 'string' ? body['name'].trim() : current.name;
      const matchCondition =
        typeof body['matchCondition'] === 'string' ? body['matchCondition'].trim() : current.matchCondition;
      const rules = new Rules();
      rules.text('name', name, { required: true });
      rules.text('matchCondition', matchCondition, { max: 256 });
      rejectFieldErrors(rules.errors);
      clients.update(current.id, name, matchCondition);
      return created(reply, { clientId: current.id, name, matchCondition });
    },
  );

  // AdminSettingsNode: the ids in `values` (or one in `value`).
  app.delete('/config/clients', { config: ADMIN }, async (request) => {
    const body = isObject(request.body) ? request.body : {};
    const ids = Array.isArray(body['values'])
      ? body['values'].filter((v): v is string => typeof v === 'string')
      : typeof body['value'] === 'string'
        ? [body['value']]
        : [];
    if (ids.length === 0) throw badInput('Invalid input: name the clients to delete in "values".');
    const defaults = ids.filter((id) => clients.one(id)?.isDefault);
    if (defaults.length > 0)
      throw badInput(`Invalid input: the default client (${defaults.join(', ')}) cannot be deleted.`);
    const missing = ids.filter((id) => !clients.one(id));
    if (missing.length > 0) throw notFound(`No client with id ${missing.join(', ')}.`);
    return { deleted: clients.delete(ids) };
  });

  // One setting by key (`section.key` or a key of any section).
  app.get<{ Querystring: { client?: string; key?: string } }>(
    '/config',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['key'],
          properties: { ...clientQuery.properties, key: { type: 'string', pattern: '^[A-Za-z0-9_.]{1,64}$' } },
        },
      },
    },
    async (request) => {
      const config = configOf(request.query.client ?? '1');
      const [first = '', second] = (request.query.key ?? '').split('.');
      const sections = second !== undefined && isSection(first) ? [first] : CLIENT_SETTING_SECTIONS;
      const key = second ?? first;
      for (const section of sections) {
        const hit = config[section].find((s) => s.key === key);
        if (hit) return hit;
      }
      throw notFound(`No client setting ${request.query.key ?? ''}.`);
    },
  );

  for (const [path, section] of Object.entries(SECTION_PATHS)) {
    app.get<{ Querystring: { client?: string } }>(
      `/config/${path}`,
      { schema: { querystring: clientQuery }, config: ADMIN },
      async (request) => {
        const clientId = request.query.client ?? '1';
        return { clientId, sectionKey: section, settings: configOf(clientId)[section] };
      },
    );
    app.post<{ Querystring: { client?: string } }>(
      `/config/${path}`,
      { schema: { querystring: clientQuery }, config: ADMIN },
      async (request, reply) => {
        const clientId = request.query.client ?? '1';
        configOf(clientId);
        const { settings, errors } = checkSection(section, postedSettings(request.body, section));
        rejectFieldErrors(errors);
        clients.saveSection(clientId, section, settings as ClientSetting[]);
        return created(reply, { clientId, sectionKey: section, settings });
      },
    );
  }

  app.post<{ Params: { key: string }; Querystring: { client?: string } }>(
    '/config/restoreSettings/:key',
    {
      schema: {
        params: { type: 'object', required: ['key'], properties: { key: { type: 'string', maxLength: 64 } } },
        querystring: clientQuery,
      },
      config: ADMIN,
    },
    async (request, reply) => {
      const clientId = request.query.client ?? '1';
      const key = SECTION_PATHS[request.params.key] ?? request.params.key;
      if (!isSection(key)) throw badInput(`Invalid input: key must be one of ${CLIENT_SETTING_SECTIONS.join(', ')}.`);
      configOf(clientId);
      return created(reply, { clientId, sectionKey: key, settings: clients.restoreSection(clientId, key) });
    },
  );

  // The stylesheet as text: a JSON string or text/plain.
  app.put<{ Querystring: { client?: string } }>(
    '/config/uploadStyle',
    { schema: { querystring: clientQuery }, config: ADMIN },
    async (request) => {
      const clientId = request.query.client ?? '1';
      configOf(clientId);
      if (typeof request.body !== 'string') throw badInput('Invalid input: the body must be the stylesheet text.');
      const rules = new Rules();
      rules.stylesheet('style', request.body);
      rejectFieldErrors(rules.errors);
      return { clientId, fileName: clients.saveStyle(clientId, request.body, app.sandbox.now()) };
    },
  );

  app.get<{ Params: { fileName: string } }>(
    '/config/style/:fileName',
    {
      schema: {
        params: {
          type: 'object',
          required: ['fileName'],
          properties: { fileName: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,80}$' } },
        },
      },
    },
    async (request, reply) => {
      const css = clients.style(request.params.fileName);
      if (css === undefined) throw notFound(`No stylesheet ${request.params.fileName}.`);
      // The contract's answer is a string: the stylesheet as a JSON string (the page itself loads /custom/css/…).
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(css));
    },
  );
}
