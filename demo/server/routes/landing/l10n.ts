import type { FastifyInstance } from 'fastify';
import { formatProperties, LANDING_LOCALES, parseProperties } from '../../../../src/domain/landing.js';
import { landingAdmin } from '../../db/landing/store.js';
import { badInput } from '../../http/fault.js';
import { operationAnswer, requireConfigurationAdmin } from './admin.js';

const localeParams = {
  type: 'object',
  required: ['locale'],
  properties: { locale: { type: 'string', enum: [...LANDING_LOCALES] } },
} as const;
/** Keys of the landing page's strings: an item's or a category's name. */
const KEY = /^(item|category)\.[0-9]{1,9}\.name$/;

type LocaleParams = { Params: { locale: string } };

/**
 * The landing page's localised names: GET access/ulp/l10n/{locale}.properties (anyone: `key=value` lines)
 * and PUT (administrators: the lines given replace those keys; an empty value removes one).
 */
export async function landingL10nRoutes(app: FastifyInstance): Promise<void> {
  const store = landingAdmin(app.store.db);

  app.get<LocaleParams>('/ulp/l10n/:locale.properties', { schema: { params: localeParams } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(formatProperties(store.strings(request.params.locale))),
  );

  app.put<LocaleParams & { Body: string }>(
    '/ulp/l10n/:locale.properties',
    { schema: { params: localeParams }, bodyLimit: 256 * 1024 },
    async (request) => {
      requireConfigurationAdmin(app, request, 'edit the landing page');
      if (typeof request.body !== 'string') throw badInput('Send the properties as plain text (key=value lines).');
      const entries = parseProperties(request.body);
      const bad = [...entries.keys()].find((key) => !KEY.test(key));
      if (bad !== undefined) throw badInput(`Unknown key '${bad}': keys are item.<id>.name or category.<id>.name.`);
      const tooLong = [...entries].find(([, value]) => value.length > 100);
      if (tooLong) throw badInput(`${tooLong[0]}: a name has at most 100 characters.`);
      app.store.db.transaction(() => {
        for (const [key, value] of entries) store.setString(request.params.locale, key, value);
      })();
      return operationAnswer(
        [...entries.keys()].map((key) => ({ id: Number(key.split('.')[1]), name: key })),
        'l10n',
      );
    },
  );
}
