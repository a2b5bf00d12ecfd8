import { vi } from 'vitest';
import type * as I18nModule from '../../../src/core/i18n';
import type { Namespace } from '../../../src/i18n/namespaces';

/**
 * Component tests render an area's views without its route or element, which would load the area's
 * namespace: every i18n instance of a test knows all English at once. (tests/unit/i18n/namespaces
 * checks the real loading with `vi.importActual`.)
 */
vi.mock('../../../src/core/i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof I18nModule>();
  const english = import.meta.glob<Record<string, unknown>>('../../../src/i18n/en/*.json', {
    eager: true,
    import: 'default',
  });
  return {
    ...actual,
    createI18n: () => {
      const i18n = actual.createI18n();
      for (const [file, bundle] of Object.entries(english)) {
        const namespace = file.replace(/^.*\/(\w+)\.json$/, '$1') as Namespace;
        if (!actual.hasNamespaceTexts(i18n, 'en', namespace)) actual.addNamespaceTexts(i18n, 'en', namespace, bundle);
      }
      return i18n;
    },
  };
});
