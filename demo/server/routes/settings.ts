import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_GENERAL_DISPLAY,
  DEFAULT_IG_CONFIG,
  SETTING_KEYS,
  type GeneralDisplaySettings,
  type IgConfig,
} from '../db/seed/defaults.js';
import { badInput } from '../http/fault.js';

const generalSchema = {
  type: 'object',
  required: ['defaultRowsPerPage', 'optionsRowsPerPage', 'newRequestDefaultSortByOption'],
  additionalProperties: false,
  properties: {
    defaultRowsPerPage: { type: 'integer', minimum: 1, maximum: 300 },
    optionsRowsPerPage: { type: 'string', pattern: '^\\d{1,3}(,\\d{1,3}){0,9}$' },
    newRequestDefaultSortByOption: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' },
  },
} as const;

/** admin/display/settings/general (GET for everyone, PUT for administrators); access/administration/igConfig (administrators). */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { settings } = app.store;

  app.get('/admin/display/settings/general', async () =>
    settings.get<GeneralDisplaySettings>(SETTING_KEYS.generalDisplay, DEFAULT_GENERAL_DISPLAY),
  );

  app.put<{ Body: GeneralDisplaySettings }>(
    '/admin/display/settings/general',
    { schema: { body: generalSchema }, config: { requires: 'admin' } },
    async (request) => {
      const next = request.body;
      const options = next.optionsRowsPerPage.split(',').map(Number);
      if (options.some((n) => n < 1)) throw badInput('optionsRowsPerPage must list page sizes of at least 1.');
      if (!options.includes(next.defaultRowsPerPage)) {
        throw badInput(
          `defaultRowsPerPage (${next.defaultRowsPerPage}) must be one of optionsRowsPerPage (${next.optionsRowsPerPage}).`,
        );
      }
      settings.set(SETTING_KEYS.generalDisplay, next);
      return next;
    },
  );

  // Configuration is for administrators; secrets are write-only: the password is never answered, only whether one is set.
  app.get('/access/administration/igConfig', { config: { requires: 'admin' } }, async () => {
    const { adminPassword, ...config } = settings.get<IgConfig>(SETTING_KEYS.igConfig, DEFAULT_IG_CONFIG);
    return { ...config, adminPassword: '', adminPasswordSet: adminPassword !== '' };
  });
}
