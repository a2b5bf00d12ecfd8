import { describe, expect, it } from 'vitest';
import { hasMenuTranslations, localizedMenuName } from '../../../demo/server/auth/menu-names';
import { menuEntryNames } from '../../../demo/server/auth/menu';

describe('menu names', () => {
  it('every menu entry has its name in German, French, Arabic and Hebrew (no English left over)', () => {
    const untranslated = menuEntryNames()
      .map((entry) => entry.mapName)
      .filter((mapName) => !hasMenuTranslations(mapName));
    expect(untranslated).toEqual([]);
  });

  it('names Permission Reconciliation in German', () => {
    expect(localizedMenuName('cprs', 'Permission Reconciliation', 'de')).toBe('Berechtigungsabgleich');
  });
});
