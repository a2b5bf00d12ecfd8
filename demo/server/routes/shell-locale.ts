import type { FastifyInstance } from 'fastify';
import { principalOf } from '../http/auth.js';
import { badInput, forbidden, notFound } from '../http/fault.js';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from './locales.js';
import { keyTable } from '../key-table.js';

interface ListLocalesBody {
  userDN: string;
  userPreferredLocales: string[];
}

const TEXT = { type: 'string', maxLength: 1024 } as const;

// The swagger's UserLocaleNode; name, link, localeKey and modifiedLocale are accepted and not used.
const listLocalesBody = {
  type: 'object',
  required: ['userDN', 'userPreferredLocales'],
  properties: {
    userDN: { type: 'string', minLength: 1, maxLength: 1024 },
    userPreferredLocales: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      items: { type: 'string', minLength: 1, maxLength: 35 },
    },
    name: TEXT,
    link: TEXT,
    localeKey: TEXT,
    modifiedLocale: TEXT,
  },
} as const;

/** Java's name for Hebrew, which some clients send. */
const ALIASES: Readonly<Record<string, string>> = keyTable({ iw: 'he' });

/** A supported locale for `de`, `de-DE`, `de_DE` or `iw`; undefined when none fits. */
export function supportedLocale(requested: string): string | undefined {
  const codes: readonly string[] = SUPPORTED_LOCALES.map((l) => l.locale);
  const exact = requested.trim().replace('_', '-');
  const language = (exact.split('-')[0] ?? '').toLowerCase();
  const candidate = codes.find((code) => code.toLowerCase() === exact.toLowerCase()) ?? ALIASES[language] ?? language;
  return codes.includes(candidate) ? candidate : undefined;
}

/**
 * The language to answer names in: the first supported one of Accept-Language (the console sends its
 * current language), else the caller's saved preferred locale, else English.
 */
export function answerLocale(acceptLanguage: string | undefined, savedLocale: string | null | undefined): string {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim();
    const locale = tag && tag !== '*' ? supportedLocale(tag) : undefined;
    if (locale) return locale;
  }
  return (savedLocale && supportedLocale(savedLocale)) || DEFAULT_LOCALE;
}

/**
 * POST access/ulp/l10n/listLocales: saves the user's preferred locale (the first of the list), which
 * access/supportedlocales/userlocale answers from then on. Callers change their own locale;
 * administrators anyone's. 200 with the saved value.
 */
export async function shellLocaleRoutes(app: FastifyInstance): Promise<void> {
  const save = app.store.db.prepare<[string, string]>('UPDATE users SET locale = ? WHERE dn = ?');

  app.post<{ Body: ListLocalesBody }>(
    '/ulp/l10n/listLocales',
    { schema: { body: listLocalesBody } },
    async (request, reply) => {
      const { user } = principalOf(request);
      const { userDN, userPreferredLocales } = request.body;
      const self = userDN.toLowerCase() === user.dn.toLowerCase();
      if (!self && user.is_admin !== 1) throw forbidden('You may only change your own preferred locale.');
      const requested = userPreferredLocales[0] ?? '';
      const locale = supportedLocale(requested);
      if (!locale) {
        throw badInput(
          `Invalid input: "${requested}" is not a supported locale (${SUPPORTED_LOCALES.map((l) => l.locale).join(', ')}).`,
        );
      }
      const target = self ? user : app.store.users.findByDn(userDN);
      if (!target) throw notFound(`No user ${userDN}.`);
      save.run(locale, target.dn);
      return reply.code(200).send({ userDN: target.dn, userPreferredLocales: [locale] });
    },
  );
}
