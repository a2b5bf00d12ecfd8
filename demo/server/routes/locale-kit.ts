import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import {
  PROPERTIES_MAX_BYTES,
  formatProperties,
  parseProperties,
  propertiesProblemText,
} from '../../../src/domain/locale-properties.js';
import { localizedMenuName } from '../auth/menu-names.js';
import { menuEntryNames, type MenuNameOverride } from '../auth/menu.js';
import { landingAdmin } from '../db/landing/store.js';
import { cachedStatement } from '../db/search.js';
import { principalOf } from '../http/auth.js';
import { badInput, notFound } from '../http/fault.js';
import { SUPPORTED_LOCALES } from './locales.js';

/** What a locale's properties file holds: the server-driven menu names (`menu.<mapName>`). */
const MENU_PREFIX = 'menu.';

/** Keys of the landing page's names in the same file: an item's or a category's. */
const LANDING_KEY = /^(item|category)\.[0-9]{1,9}\.name$/;

/** The menu keys an uploaded file may set. */
export const LOCALE_KIT_KEYS: ReadonlySet<string> = new Set(menuEntryNames().map((e) => `${MENU_PREFIX}${e.mapName}`));

/** `de`, `de_DE`, `de-DE`, `iw` (he) → the supported locale, or undefined. */
export function kitLocale(raw: string): string | undefined {
  const base = raw.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const locale = base === 'iw' ? 'he' : base;
  return SUPPORTED_LOCALES.some((l) => l.locale === locale) ? locale : undefined;
}

interface StoredProperties {
  content: string;
  updated_at: number;
}

const storedOf = (db: Database, locale: string): StoredProperties | undefined =>
  cachedStatement(db, 'SELECT content, updated_at FROM locale_properties WHERE locale = ?').get(locale) as
    StoredProperties | undefined;

/** The uploaded strings of a locale (empty when none was uploaded). */
export function uploadedStrings(db: Database, locale: string): Map<string, string> {
  const stored = storedOf(db, locale);
  return stored ? parseProperties(stored.content, LOCALE_KIT_KEYS).entries : new Map();
}

/** The menu names an uploaded translation sets, for the menu (auth/menu.ts). */
export function menuNameOverride(db: Database, locale: string): MenuNameOverride {
  const uploaded = kitLocale(locale) ? uploadedStrings(db, kitLocale(locale) ?? 'en') : new Map<string, string>();
  return (mapName) => uploaded.get(`${MENU_PREFIX}${mapName}`);
}

/** Every key of a locale with the value the console shows now: uploaded, else built in. */
export function currentStrings(db: Database, locale: string): [string, string][] {
  const uploaded = uploadedStrings(db, locale);
  return menuEntryNames().map(({ mapName, menuName }) => {
    const key = `${MENU_PREFIX}${mapName}`;
    return [key, uploaded.get(key) ?? localizedMenuName(mapName, menuName, locale)];
  });
}

const localeSchema = {
  type: 'object',
  required: ['locale'],
  properties: { locale: { type: 'string', maxLength: 32 } },
} as const;

/**
 * The localisation kit (README "E-mail approval and the localisation kit"): GET access/ulp/l10n (the
 * landing page's locales and the caller's), GET access/ulp/l10n/list (every locale with its file and when
 * it was uploaded), GET and PUT access/ulp/l10n/{locale}.properties (the file, plain text). The list and
 * the files are for administrators; an uploaded file's names show in the menu from the next load.
 */
export async function localeKitRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.store;
  // A file sent without a text type (as a file upload may be) is read as text too.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  const node = (locale: string, name: string) => {
    const stored = storedOf(db, locale);
    return {
      name,
      localeKey: locale,
      link: `access/ulp/l10n/${locale}.properties`,
      modifiedLocale: stored ? new Date(stored.updated_at).toISOString() : '',
    };
  };

  app.get('/access/ulp/l10n', async (request) => {
    const { user } = principalOf(request);
    const own = kitLocale(user.locale || 'en') ?? 'en';
    return {
      locales: SUPPORTED_LOCALES.map((l) => node(l.locale, l.localeDisplayName)),
      localeSet: {
        ...node(own, SUPPORTED_LOCALES.find((l) => l.locale === own)?.localeDisplayName ?? own),
        userDN: user.dn,
        userPreferredLocales: [own],
      },
    };
  });

  app.get('/access/ulp/l10n/list', { config: { requires: 'admin' } }, async () => ({
    locales: SUPPORTED_LOCALES.map((l) => node(l.locale, l.localeDisplayName)),
  }));

  // One file a locale, shared by the localisation kit (the menu's names, `menu.<name>`) and the landing page
  // editor (its items' and categories' names, `item.<id>.name`, `category.<id>.name`): everyone reads it (the
  // landing page shows its names), administrators write it.
  const landing = landingAdmin(db);
  app.get<{ Params: { locale: string } }>(
    '/access/ulp/l10n/:locale.properties',
    { schema: { params: localeSchema } },
    async (request, reply) => {
      const locale = kitLocale(request.params.locale);
      if (!locale) throw notFound(`No locale ${request.params.locale}.`);
      const file = formatProperties(
        [...currentStrings(db, locale), ...landing.strings(locale)],
        `Identity Applications strings (${locale})`,
      );
      // The contract produces both: the file as text/plain when asked for, else as a JSON string.
      if (!/text\/plain/i.test(String(request.headers.accept ?? '')))
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(file));
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${locale}.properties"`)
        .send(file);
    },
  );

  app.put<{ Params: { locale: string }; Body: unknown }>(
    '/access/ulp/l10n/:locale.properties',
    { schema: { params: localeSchema }, config: { requires: 'admin' }, bodyLimit: PROPERTIES_MAX_BYTES * 2 },
    async (request, reply) => {
      const locale = kitLocale(request.params.locale);
      if (!locale) throw badInput(`Invalid input: no locale ${request.params.locale}.`);
      if (typeof request.body !== 'string') throw badInput('Invalid input: send the properties file as text/plain.');
      if (Buffer.byteLength(request.body, 'utf8') > PROPERTIES_MAX_BYTES)
        throw badInput(`Invalid input: the file is larger than ${PROPERTIES_MAX_BYTES / 1024} KB.`);
      const parsed = parseProperties(request.body, LOCALE_KIT_KEYS);
      // Landing names are not menu keys: they are checked here instead of as unknown keys.
      const problems = parsed.problems.filter((p) => !(p.code === 'unknownKey' && LANDING_KEY.test(p.key ?? '')));
      if (problems.length > 0)
        throw badInput(
          `Invalid input: ${problems
            .slice(0, 5)
            .map(propertiesProblemText)
            .join(' ')}${problems.length > 5 ? ` (${problems.length} problems)` : ''}`,
        );
      const entries = parseProperties(request.body).entries;
      const menu = [...entries].filter(([key]) => LOCALE_KIT_KEYS.has(key));
      const names = [...entries].filter(([key]) => LANDING_KEY.test(key));
      const tooLong = names.find(([, value]) => value.length > 100);
      if (tooLong) throw badInput(`Invalid input: ${tooLong[0]}: a name has at most 100 characters.`);
      db.transaction(() => {
        // An uploaded file's menu names replace the locale's; landing names are set one by one (empty: removed).
        if (menu.length > 0)
          cachedStatement(
            db,
            `INSERT INTO locale_properties (locale, content, updated_at, updated_by) VALUES (?, ?, ?, ?)
             ON CONFLICT (locale) DO UPDATE SET content = excluded.content, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
          ).run(locale, formatProperties(menu), app.sandbox.now(), principalOf(request).user.dn);
        for (const [key, value] of names) landing.setString(locale, key, value);
      })();
      return reply.code(204).send();
    },
  );
}
