import type { FastifyInstance } from 'fastify';
import { validateGeneral, validateIg, validateListDisplay } from '../../../src/domain/configuration-rules.js';
import {
  DEFAULT_GENERAL_DISPLAY,
  DEFAULT_IG_CONFIG,
  DEFAULT_REQUEST_DISPLAY,
  DEFAULT_TASK_DISPLAY,
  DISPLAY_KEYS,
  SETTING_KEYS,
  type ColumnOption,
  type GeneralDisplaySettings,
  type IgConfig,
} from '../db/seed/defaults.js';
import { badInput } from '../http/fault.js';
import { rejectFieldErrors } from './clients.js';

const generalSchema = {
  type: 'object',
  required: ['defaultRowsPerPage', 'optionsRowsPerPage', 'newRequestDefaultSortByOption'],
  additionalProperties: false,
  properties: {
    defaultRowsPerPage: { type: 'integer', minimum: 1, maximum: 300 },
    optionsRowsPerPage: { type: 'string', maxLength: 64 },
    newRequestDefaultSortByOption: { type: 'string', maxLength: 64 },
  },
} as const;

const CONFIGURATION = { requires: { domain: 'CONFIGURATION' } } as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const keysOf = (list: unknown, field: string): string[] => {
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw badInput(`Invalid input: ${field} must be a list of {key, value}.`);
  return list.map((item) => (isObject(item) && typeof item['key'] === 'string' ? item['key'] : ''));
};
const flagOf = (body: Record<string, unknown>, field: string, current: boolean): boolean => {
  const value = body[field];
  if (value === undefined) return current;
  if (typeof value !== 'boolean') throw badInput(`Invalid input: ${field} must be true or false.`);
  return value;
};

/**
 * A task or request display settings change: sort column and order, default and user-changeable columns (by
 * key, labels from the server's column list), flags. Unknown columns answer 400.
 */
function listDisplay<
  T extends { defaultColumns: ColumnOption[]; columnsForUserOverride: ColumnOption[]; allColumns: ColumnOption[] },
>(
  current: T,
  body: unknown,
  fields: {
    sort: keyof T & string;
    desc: keyof T & string;
    flags: readonly (keyof T & string)[];
    sortColumns: string[];
  },
): T {
  if (!isObject(body)) throw badInput('Invalid input: the body must be a JSON object.');
  const all = current.allColumns.map((c) => c.key);
  const sort = typeof body[fields.sort] === 'string' ? (body[fields.sort] as string) : String(current[fields.sort]);
  const defaults =
    body['defaultColumns'] === undefined
      ? current.defaultColumns.map((c) => c.key)
      : keysOf(body['defaultColumns'], 'defaultColumns');
  const userColumns =
    body['columnsForUserOverride'] === undefined
      ? current.columnsForUserOverride.map((c) => c.key)
      : keysOf(body['columnsForUserOverride'], 'columnsForUserOverride');
  const errors = validateListDisplay(
    { sort, sortDesc: false, defaultColumns: defaults, userColumns, columnsOverride: false },
    all,
    fields.sortColumns,
  );
  rejectFieldErrors(errors.map((e) => (e.field === 'sort' ? { ...e, field: fields.sort } : e)));
  const columns = (keys: string[]) => keys.map((key) => current.allColumns.find((c) => c.key === key)!);
  const next: T = {
    ...current,
    [fields.sort]: sort,
    defaultColumns: columns(defaults),
    columnsForUserOverride: columns(userColumns),
  };
  (next as Record<string, unknown>)[fields.desc] = flagOf(body, fields.desc, current[fields.desc] as boolean);
  for (const flag of fields.flags)
    (next as Record<string, unknown>)[flag] = flagOf(body, flag, current[flag] as boolean);
  return next;
}

/**
 * admin/display/settings/general (GET for everyone: every list's page size; PUT for configuration
 * administrators), …/task and …/request (display settings of the task and request lists), and
 * access/administration/igConfig (configuration administrators; the password is write-only).
 */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { settings } = app.store;

  app.get('/admin/display/settings/general', async () =>
    settings.get<GeneralDisplaySettings>(SETTING_KEYS.generalDisplay, DEFAULT_GENERAL_DISPLAY),
  );

  app.put<{ Body: GeneralDisplaySettings }>(
    '/admin/display/settings/general',
    { schema: { body: generalSchema }, config: CONFIGURATION },
    async (request) => {
      const { defaultRowsPerPage, optionsRowsPerPage, newRequestDefaultSortByOption } = request.body;
      rejectFieldErrors(
        validateGeneral({
          defaultRowsPerPage: String(defaultRowsPerPage),
          optionsRowsPerPage,
          newRequestDefaultSortByOption,
        }),
      );
      const next = {
        defaultRowsPerPage,
        optionsRowsPerPage: optionsRowsPerPage
          .split(',')
          .map((n) => Number(n.trim()))
          .join(','),
        newRequestDefaultSortByOption,
      };
      settings.set(SETTING_KEYS.generalDisplay, next);
      return next;
    },
  );

  const taskDisplay = () => ({ ...DEFAULT_TASK_DISPLAY, ...settings.get(DISPLAY_KEYS.task, {}) });
  const requestDisplay = () => ({ ...DEFAULT_REQUEST_DISPLAY, ...settings.get(DISPLAY_KEYS.request, {}) });
  app.get('/admin/display/settings/task', async () => taskDisplay());
  app.get('/admin/display/settings/request', async () => requestDisplay());
  app.put('/admin/display/settings/task', { config: CONFIGURATION }, async (request) => {
    const current = taskDisplay();
    const next = listDisplay(current, request.body, {
      sort: 'taskListSort',
      desc: 'taskListSortDesc',
      flags: ['taskListColumnsOverride', 'taskDetailOpenOverride', 'taskDetailClaim', 'taskDetailClaimOverride'],
      sortColumns: current.columnsForSort.map((c) => c.key),
    });
    settings.set(DISPLAY_KEYS.task, next);
    return next;
  });
  app.put('/admin/display/settings/request', { config: CONFIGURATION }, async (request) => {
    const current = requestDisplay();
    const next = listDisplay(current, request.body, {
      sort: 'requestListSort',
      desc: 'requestListSortDesc',
      flags: ['requestListColumnsOverride'],
      sortColumns: current.allColumns.map((c) => c.key),
    });
    settings.set(DISPLAY_KEYS.request, next);
    return next;
  });

  const igConfig = () => settings.get<IgConfig>(SETTING_KEYS.igConfig, DEFAULT_IG_CONFIG);
  // Secrets are write-only: the password is never answered, only whether one is set.
  const answerIg = () => {
    const { adminPassword, ...config } = igConfig();
    return { ...config, adminPassword: '', adminPasswordSet: adminPassword !== '' };
  };
  app.get('/access/administration/igConfig', { config: CONFIGURATION }, async () => answerIg());

  // An empty or missing adminPassword keeps the stored one; a typed one replaces it.
  app.post('/access/administration/igConfig', { config: CONFIGURATION }, async (request, reply) => {
    const body = isObject(request.body) ? request.body : undefined;
    if (!body) throw badInput('Invalid input: the body must be an IgConfigurationNode.');
    const current = igConfig();
    const textOf = (field: 'host' | 'adminUserName' | 'adminPassword', fallback: string): string => {
      const value = body[field];
      if (value === undefined || value === null) return fallback;
      if (typeof value !== 'string') throw badInput(`Invalid input: ${field} must be text.`);
      return value.trim();
    };
    const typedPassword = textOf('adminPassword', '');
    const form = {
      host: textOf('host', current.host),
      adminUserName: textOf('adminUserName', current.adminUserName),
      adminPassword: typedPassword,
      showIgApprovals: flagOf(body, 'showIgApprovals', current.showIgApprovals),
      showIgRequestCatalog: flagOf(body, 'showIgRequestCatalog', current.showIgRequestCatalog),
    };
    rejectFieldErrors(validateIg(form));
    settings.set(SETTING_KEYS.igConfig, {
      ...form,
      adminPassword: typedPassword === '' ? current.adminPassword : typedPassword,
    });
    return reply.code(200).send(answerIg());
  });
}
