import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../../src/i18n/namespaces';
import { codeFiles, inlineDefaults, keyLiterals, parse, ROOT } from './source-scan';

type Bundle = { [key: string]: string | Bundle };

const LOCALES = ['en', 'de', 'fr', 'ar', 'he'];
const I18N = path.join(ROOT, 'src/i18n');

/** `src/i18n/<locale>/<namespace>.json` of every namespace file there is. */
function namespaceFiles(locale: string): Record<string, Bundle> {
  const dir = path.join(I18N, locale);
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.slice(0, -'.json'.length),
        JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Bundle,
      ]),
  );
}

const files = Object.fromEntries(LOCALES.map((locale) => [locale, namespaceFiles(locale)]));
/** A locale's namespaces merged: each file keeps its top-level keys, so a key reads the same in all. */
const merged = (locale: string): Bundle => Object.assign({}, ...Object.values(files[locale] ?? {})) as Bundle;
const en = merged('en');

function flatten(bundle: Bundle, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(bundle)) {
    if (typeof value === 'string') keys.set(prefix + key, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) keys.set(inner, text);
  }
  return keys;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/** i18next's plural suffixes (JSON v4): `key_one`, `key_other`, … for Intl.PluralRules categories. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Plural families (`tasks.time.days` → {one: text, other: text}) and the other keys. */
function split(keys: Map<string, string>) {
  const families = new Map<string, Map<string, string>>();
  const plain = new Map<string, string>();
  for (const [key, text] of keys) {
    const category = PLURAL_SUFFIX.exec(key)?.[1];
    if (!category) {
      plain.set(key, text);
      continue;
    }
    const base = key.slice(0, -category.length - 1);
    if (!families.has(base)) families.set(base, new Map());
    families.get(base)?.set(category, text);
  }
  return { families, plain };
}

const categoriesOf = (locale: string): string[] =>
  [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();

const english = flatten(en as Bundle);
const englishSplit = split(english);
const translations: Record<string, Map<string, string>> = Object.fromEntries(
  LOCALES.filter((locale) => locale !== 'en').map((locale) => [locale, flatten(merged(locale))]),
);

describe('translation namespaces', () => {
  it('every locale has exactly one file per namespace (src/i18n/namespaces.ts)', () => {
    for (const locale of LOCALES)
      expect([locale, ...Object.keys(files[locale] ?? {}).sort()]).toEqual([locale, ...[...NAMESPACES].sort()]);
  });

  it('no top-level key lives in two namespaces', () => {
    const owners = new Map<string, string[]>();
    for (const [namespace, bundle] of Object.entries(files['en'] ?? {}))
      for (const key of Object.keys(bundle)) owners.set(key, [...(owners.get(key) ?? []), namespace]);
    expect([...owners].filter(([, namespaces]) => namespaces.length > 1)).toEqual([]);
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: each namespace has the top-level keys of its English file`, () => {
      for (const namespace of NAMESPACES)
        expect([namespace, ...Object.keys(files[locale]?.[namespace] ?? {}).sort()]).toEqual([
          namespace,
          ...Object.keys(files['en']?.[namespace] ?? {}).sort(),
        ]);
    });
  }
});

describe('translation files', () => {
  it('finds keys and inline English in code (so the scans below can fail)', () => {
    const code = parse(
      'probe.tsx',
      [
        "t('a.b', 'A');",
        'i18n.t("c.d", { defaultValue: `x`, count: 2 });',
        "t('e.f', { count: 1 });",
        "core.i18n.t('g.h', 'G', { name });",
        '<Trans i18nKey="i.j">Hello</Trans>;',
        '<Trans i18nKey="k.l" defaults="Hi" />;',
        '<Trans i18nKey="m.n" />;',
        "const other = 'x.y';",
      ].join('\n'),
    );
    expect(keyLiterals(code, new Set(['a', 'c', 'e', 'g', 'i', 'k', 'm']))).toEqual([
      'a.b',
      'c.d',
      'e.f',
      'g.h',
      'i.j',
      'k.l',
      'm.n',
    ]);
    expect(inlineDefaults(code).map((found) => found.split(':')[0])).toEqual(['1', '2', '4', '5', '6']);
  });

  it('no t() call or i18nKey in src/ or elements/ carries an English default (English lives in src/i18n/en only)', () => {
    const found = codeFiles().flatMap((file) =>
      inlineDefaults(parse(file)).map((where) => `${path.relative(ROOT, file)}:${where}`),
    );
    expect(found).toEqual([]);
  });

  it('English has every key that src/ and elements/ use', () => {
    const topLevel = new Set(Object.keys(en));
    const missing = codeFiles().flatMap((file) =>
      keyLiterals(parse(file), topLevel)
        // A counted text is a plural family: `key_one`, `key_other`, … (i18next picks one by `count`).
        .filter((key) => !english.has(key) && !englishSplit.families.has(key))
        .map((key) => `${path.relative(ROOT, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('English counted texts have the plural forms of English', () => {
    expect(englishSplit.families.size).toBeGreaterThan(0);
    const wrong = [...englishSplit.families].filter(
      ([, forms]) => [...forms.keys()].sort().join() !== categoriesOf('en').join(),
    );
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  for (const [locale, keys] of Object.entries(translations)) {
    describe(locale, () => {
      const { families, plain } = split(keys);

      it('has every English key', () => {
        expect([...englishSplit.plain.keys()].filter((key) => !plain.has(key))).toEqual([]);
        expect([...englishSplit.families.keys()].filter((key) => !families.has(key))).toEqual([]);
      });

      it('has no key English lacks', () => {
        expect([...plain.keys()].filter((key) => !englishSplit.plain.has(key))).toEqual([]);
        expect([...families.keys()].filter((key) => !englishSplit.families.has(key))).toEqual([]);
      });

      it(`gives each counted text exactly the plural forms of ${locale} (${categoriesOf(locale).join(', ')})`, () => {
        const wrong = [...families].filter(
          ([, forms]) => [...forms.keys()].sort().join() !== categoriesOf(locale).join(),
        );
        expect(wrong.map(([key, forms]) => `${key}: ${[...forms.keys()].join(', ')}`)).toEqual([]);
      });

      it('keeps every {{placeholder}} of the English text ({{count}} may be spelt out in a plural form)', () => {
        const broken = [...englishSplit.plain].filter(([key, text]) => {
          const translated = plain.get(key);
          return translated !== undefined && placeholders(translated).join() !== placeholders(text).join();
        });
        const withoutCount = (text: string) =>
          placeholders(text)
            .filter((name) => name !== 'count')
            .join();
        const brokenForms = [...families].flatMap(([key, forms]) => {
          const other = englishSplit.families.get(key)?.get('other') ?? '';
          return [...forms]
            .filter(([, text]) => withoutCount(text) !== withoutCount(other))
            .map(([category]) => `${key}_${category}`);
        });
        expect([...broken.map(([key]) => key), ...brokenForms]).toEqual([]);
      });

      it('translates (no empty texts)', () => {
        expect([...keys].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
      });
    });
  }
});
