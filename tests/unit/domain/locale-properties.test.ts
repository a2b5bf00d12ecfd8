import { describe, expect, it } from 'vitest';
import {
  formatProperties,
  parseProperties,
  propertiesProblemText,
  readProperties,
} from '../../../src/domain/locale-properties';

const KEYS = new Set(['menu.tasks', 'menu.people', 'menu.a b']);

describe('locale properties files', () => {
  it('reads key=value, key: value and key value lines, comments, continuations and escapes', () => {
    const { entries, problems } = parseProperties(
      '# comment\n! also\n\nmenu.tasks = Meine \\\n    Aufgaben\nmenu.people: Leute \\u00e4\nmenu.a\\ b Wert\n',
      KEYS,
    );
    expect(problems).toEqual([]);
    expect([...entries]).toEqual([
      ['menu.tasks', 'Meine Aufgaben'],
      ['menu.people', 'Leute ä'],
      ['menu.a b', 'Wert'],
    ]);
  });

  it('reports malformed lines, unknown and repeated keys, empty values, empty and large files', () => {
    const codes = (text: string) => parseProperties(text, KEYS).problems.map((p) => `${p.code}@${p.line}`);
    expect(codes('justakey')).toEqual(['malformed@1']);
    expect(codes('menu.none=X')).toEqual(['unknownKey@1']);
    expect(codes('menu.tasks=A\nmenu.tasks=B')).toEqual(['duplicateKey@2']);
    expect(codes('menu.tasks=')).toEqual(['value@1']);
    expect(codes('menu.tasks=\\uZZZZ')).toEqual(['malformed@1']);
    expect(codes('# nothing\n')).toEqual(['empty@0']);
    expect(codes(`menu.tasks=${'x'.repeat(70_000)}`)).toEqual(['tooLarge@0']);
  });

  it('writes what it reads back', () => {
    const text = formatProperties([['menu.a b', 'Wert: ä\\n']], 'Deutsch');
    expect(text).toBe('# Deutsch\nmenu.a\\ b=Wert: ä\\\\n\n');
    expect([...parseProperties(text).entries]).toEqual([['menu.a b', 'Wert: ä\\n']]);
  });

  it('reads without checking as Java does: empty values and bare keys kept, the last of a key wins', () => {
    const text = 'item.1.name=\nitem.2.name\nitem.3.name=A\nitem.3.name=B\nitem.4.name=\\uZZZZ\n=no key\n';
    expect([...readProperties(text)]).toEqual([
      ['item.1.name', ''],
      ['item.2.name', ''],
      ['item.3.name', 'B'],
    ]);
  });

  it('words problems for the server', () => {
    expect(propertiesProblemText({ code: 'unknownKey', line: 3, key: 'x' })).toBe('Line 3: unknown key "x".');
  });
});
