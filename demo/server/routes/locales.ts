import type { FastifyInstance } from 'fastify';
import { principalOf } from '../http/auth.js';

export const SUPPORTED_LOCALES = [
  { locale: 'en', localeDisplayName: 'English' },
  { locale: 'de', localeDisplayName: 'Deutsch' },
  { locale: 'fr', localeDisplayName: 'Français' },
  { locale: 'ar', localeDisplayName: 'العربية' },
  { locale: 'he', localeDisplayName: 'עברית' },
] as const;

export const DEFAULT_LOCALE = 'en';

/** access/supportedlocales: the locales offered, the default one, the caller's. */
export async function localeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/supportedlocales', async () => ({
    supportedLocales: SUPPORTED_LOCALES,
    nextIndex: -1,
    arraySize: SUPPORTED_LOCALES.length,
  }));

  // Both answer a bare JSON string, e.g. "en".
  app.get('/supportedlocales/defaultlocale', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(JSON.stringify(DEFAULT_LOCALE)),
  );
  app.get('/supportedlocales/userlocale', async (request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(principalOf(request).user.locale || DEFAULT_LOCALE)),
  );
}
