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

const english = flatten(en as Bundle);
const translations: Record<string, Map<string, string>> = {
  de: flatten(de as Bundle),
  fr: flatten(fr as Bundle),
  ar: flatten(ar as Bundle),
  he: flatten(he as Bundle),
};

describe('translation files', () => {
  it('finds keys in t() calls, including multi-line ones (so the scan below can fail)', () => {
    expect(usedKeys("t('a.b', 'A')\ni18n.t(\"c.d\")\nt(\n  'e.f',\n  { defaultValue: 'x' })\ntranslate('g.h')")).toEqual([
      'a.b',
      'c.d',
      'e.f',
      'g.h',
    ]);
  });

  it('en.json has every key that src/ uses in t() calls', () => {
    const missing = sourceFiles(SRC).flatMap((file) =>
      usedKeys(fs.readFileSync(file, 'utf8'))
        .filter((key) => !english.has(key))
        .map((key) => `${path.relative(SRC, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  for (const [locale, keys] of Object.entries(translations)) {
    describe(locale, () => {
      it('has every English key', () => {
        expect([...english.keys()].filter((key) => !keys.has(key))).toEqual([]);
      });

      it('has no key English lacks', () => {
        expect([...keys.keys()].filter((key) => !english.has(key))).toEqual([]);
      });

      it('keeps every {{placeholder}} of the English text', () => {
        const broken = [...english].filter(([key, text]) => {
          const translated = keys.get(key);
          return translated !== undefined && placeholders(translated).join() !== placeholders(text).join();
        });
        expect(broken.map(([key]) => key)).toEqual([]);
      });

      it('translates (no empty texts)', () => {
        expect([...keys].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
      });
    });
  }
});
