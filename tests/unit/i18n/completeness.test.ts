import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ar from '../../../src/i18n/ar.json';
import de from '../../../src/i18n/de.json';
import en from '../../../src/i18n/en.json';
import fr from '../../../src/i18n/fr.json';
import he from '../../../src/i18n/he.json';

type Bundle = { [key: string]: string | Bundle };

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

const SRC = path.resolve(import.meta.dirname, '../../../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Keys of `t('key', …)`, `i18n.t('key')` and `translate('key')` calls with a literal key. */
function usedKeys(source: string): string[] {
  return [...source.matchAll(/\b(?:t|translate)\(\s*(['"])([^'"\s]+)\1/g)].map((match) => match[2] ?? '');
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
const translations: Record<string, Map<string, string>> = {
  de: flatten(de as Bundle),
  fr: flatten(fr as Bundle),
  ar: flatten(ar as Bundle),
  he: flatten(he as Bundle),
};

describe('translation files', () => {
  it('finds keys in t() calls, including multi-line ones (so the scan below can fail)', () => {
    expect(
      usedKeys("t('a.b', 'A')\ni18n.t(\"c.d\")\nt(\n  'e.f',\n  { defaultValue: 'x' })\ntranslate('g.h')"),
    ).toEqual(['a.b', 'c.d', 'e.f', 'g.h']);
  });

  it('en.json has every key that src/ uses in t() calls', () => {
    const missing = sourceFiles(SRC).flatMap((file) =>
      usedKeys(fs.readFileSync(file, 'utf8'))
        // A counted text is a plural family: `key_one`, `key_other`, … (i18next picks one by `count`).
        .filter((key) => !english.has(key) && !englishSplit.families.has(key))
        .map((key) => `${path.relative(SRC, file)}: ${key}`),
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
