import { describe, expect, it } from 'vitest';
import {
  addTile,
  DEFAULT_GLOBAL_TILES,
  MAX_TILES,
  readTiles,
  removeTile,
  tilesAllowed,
  tilesRefusal,
} from '../../../src/domain/dashboard';
import {
  formatProperties,
  landingLocaleOf,
  landingNameRefusal,
  landingSearchText,
  landingUrlRefusal,
  localizedName,
  MAX_SEARCH_LENGTH,
  parseProperties,
  safeLandingUrl,
} from '../../../src/domain/landing';
import { moveBy, moveTo, withOrder } from '../../../src/domain/ordering';

describe('ordering', () => {
  it('moves an entry up, down and to another place, clamped to the list', () => {
    expect(moveBy(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveBy(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveBy(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveTo(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveTo(['a', 'b', 'c'], 2, 99)).toEqual(['a', 'b', 'c']);
    expect(moveTo(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('numbers entries 1, 2, 3 in list order', () => {
    expect(withOrder([{ id: 7 }, { id: 3 }])).toEqual([
      { id: 7, order: 1 },
      { id: 3, order: 2 },
    ]);
  });
});

describe('dashboard tiles', () => {
  it('gives managers the team tile and administrators every tile', () => {
    expect(tilesAllowed({ isManager: false, isAdmin: false })).not.toContain('teamTasks');
    expect(tilesAllowed({ isManager: true, isAdmin: false })).toContain('teamTasks');
    expect(tilesAllowed({ isManager: true, isAdmin: false })).not.toContain('sodExceptions');
    expect(tilesAllowed({ isManager: false, isAdmin: true })).toContain('sodExceptions');
  });

  it('refuses unknown tiles, a tile twice and too many tiles', () => {
    expect(tilesRefusal([...DEFAULT_GLOBAL_TILES])).toBeNull();
    expect(tilesRefusal(['openTasks', 'weather'])).toBe("Unknown dashboard tile 'weather'.");
    expect(tilesRefusal(['openTasks', 'openTasks'])).toBe('A tile can be on the dashboard only once.');
    expect(tilesRefusal(Array.from({ length: MAX_TILES + 1 }, () => 'openTasks'))).not.toBeNull();
  });

  it('reads a saved list tolerantly and adds or removes a tile', () => {
    expect(readTiles('["myRoles","bogus","myRoles","openTasks"]')).toEqual(['myRoles', 'openTasks']);
    expect(readTiles('not json')).toEqual([]);
    expect(readTiles({ tiles: [] })).toEqual([]);
    expect(addTile(['openTasks'], 'myRoles')).toEqual(['openTasks', 'myRoles']);
    expect(addTile(['openTasks'], 'openTasks')).toEqual(['openTasks']);
    expect(removeTile(['openTasks', 'myRoles'], 'openTasks')).toEqual(['myRoles']);
  });
});

describe('landing links', () => {
  it('keeps http, https and relative addresses', () => {
    for (const url of [
      'https://wiki.example.com/x?y=1',
      'http://intranet',
      '#/tasks',
      '/sspr/private/changepassword',
      './a',
      'page.html',
    ])
      expect(safeLandingUrl(url)).toBe(url);
  });

  it('refuses every other scheme, protocol-relative and disguised addresses', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'mailto:a@b.c',
      '//evil.example.com',
      '\\\\evil',
      '/\\evil.example/210',
      'https://',
      '',
    ])
      expect(safeLandingUrl(url), url).toBeNull();
  });

  it('says what is wrong with an address or a name', () => {
    expect(landingUrlRefusal('')).toBe('Enter the address the item opens.');
    expect(landingUrlRefusal('javascript:alert(1)')).toMatch(/^Enter a web address/);
    expect(landingUrlRefusal('https://ok.example.com')).toBeNull();
    expect(landingNameRefusal(' ')).toBe('Enter a name.');
    expect(landingNameRefusal('x'.repeat(101))).toBe('A name has at most 100 characters.');
    expect(landingNameRefusal('Wiki')).toBeNull();
  });
});

describe('landing strings (.properties)', () => {
  it('reads and writes key=value lines, escapes included, in any script', () => {
    const text = '# comment\nitem.1.name=Reisen\ncategory.2.name : Finanzen\nitem.3.name=a\\nb\nitem.4.name=السفر';
    const entries = parseProperties(text);
    expect([...entries]).toEqual([
      ['item.1.name', 'Reisen'],
      ['category.2.name', 'Finanzen'],
      ['item.3.name', 'a\nb'],
      ['item.4.name', 'السفر'],
    ]);
    expect(parseProperties(formatProperties(entries))).toEqual(entries);
    expect(parseProperties('item.5.name=\\u00e9t\\u00e9').get('item.5.name')).toBe('été');
  });

  it('names an item in the user language, else its stored name', () => {
    const strings = new Map([['item.1.name', 'Reisen']]);
    expect(localizedName(strings, 'item.1.name', 'Travel')).toBe('Reisen');
    expect(localizedName(strings, 'item.2.name', 'Wiki')).toBe('Wiki');
    expect(landingLocaleOf('de-CH')).toBe('de');
    expect(landingLocaleOf('ja')).toBe('en');
  });
});

describe('landing search', () => {
  it('sends the typed text trimmed, its white space made single spaces', () => {
    expect(landingSearchText('  Travel \t  desk \n')).toBe('Travel desk');
    expect(landingSearchText('سفر')).toBe('سفر');
  });

  it('sends nothing for blank text, so the categories come back', () => {
    expect(landingSearchText('')).toBe('');
    expect(landingSearchText(' \t\n ')).toBe('');
  });

  it('cuts a pasted paragraph to what the server answers, never splitting a character', () => {
    const long = 'ab '.repeat(200);
    expect([...landingSearchText(long)]).toHaveLength(MAX_SEARCH_LENGTH);
    const emoji = '😀'.repeat(300);
    expect([...landingSearchText(emoji)]).toHaveLength(MAX_SEARCH_LENGTH);
    expect(landingSearchText(emoji)).toBe('😀'.repeat(MAX_SEARCH_LENGTH));
  });
});
