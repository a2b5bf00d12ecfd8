import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE } from '../domain/locale';
import shell from '../i18n/en/shell.json';
import { NAMESPACES, SHELL_NAMESPACE, type Namespace } from '../i18n/namespaces';

export type TranslationBundle = Record<string, unknown>;

/**
 * A namespace and its English, which ships with the code that uses it: an imported object, or a
 * dynamic import of its JSON (a small chunk, fetched beside the code that needs it).
 */
export interface NamespaceStrings {
  namespace: Namespace;
  english: TranslationBundle | (() => Promise<{ default: TranslationBundle }>);
}

/** The shell's English, bundled with the core (errors and texts the core itself shows). */
export const englishShell = shell;

/**
 * A private i18next instance with the shell's English bundled, usable synchronously right away.
 * `t('tasks.list.title')` looks in the shell, then in every other namespace loaded (each keeps its
 * top-level key), so code names a key the same wherever its namespace is.
 */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    ns: [SHELL_NAMESPACE],
    defaultNS: SHELL_NAMESPACE,
    fallbackNS: NAMESPACES.filter((namespace) => namespace !== SHELL_NAMESPACE),
    resources: { [DEFAULT_LOCALE]: { [SHELL_NAMESPACE]: shell } },
    // React escapes output itself.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export interface TranslationLoader {
  /**
   * Adds the namespaces' English and fetches their files for `locales` (English aside), all at once;
   * resolves when every one is in or has failed (a missing file keeps English). The namespaces count
   * as in use from now on: `switchTo` loads them for the new language.
   */
  load(strings: readonly NamespaceStrings[], locales: readonly string[]): Promise<void>;
  /** Fetches every namespace in use for `locale` without switching (a language expected soon). */
  prefetch(locale: string): Promise<void>;
  /** Loads every namespace in use for `locale`, then switches to it; resolves whether the shell's file came. */
  switchTo(locale: string): Promise<boolean>;
}

/**
 * Loads translation files into `i18n`: `<consoleBase>i18n/<locale>/<namespace>.json`, each fetched
 * once (a failed one may be tried again later). Failures keep English silently.
 */
export function createTranslationLoader(
  i18n: I18n,
  consoleBase: () => string,
  fetchFn: typeof fetch,
): TranslationLoader {
  const inUse = new Map<Namespace, NamespaceStrings>([
    [SHELL_NAMESPACE, { namespace: SHELL_NAMESPACE, english: shell }],
  ]);
  const files = new Map<string, Promise<boolean>>();

  const addEnglish = async ({ namespace, english }: NamespaceStrings): Promise<void> => {
    if (i18n.hasResourceBundle(DEFAULT_LOCALE, namespace)) return;
    const bundle = typeof english === 'function' ? (await english()).default : english;
    i18n.addResourceBundle(DEFAULT_LOCALE, namespace, bundle, true, false);
  };

  const fetchFile = (locale: string, namespace: Namespace): Promise<boolean> => {
    if (locale === DEFAULT_LOCALE || i18n.hasResourceBundle(locale, namespace)) return Promise.resolve(true);
    const id = `${locale}/${namespace}`;
    let file = files.get(id);
    if (!file) {
      file = readBundle(
        new URL(`i18n/${encodeURIComponent(locale)}/${namespace}.json`, consoleBase()).href,
        fetchFn,
      ).then((bundle) => {
        if (bundle) i18n.addResourceBundle(locale, namespace, bundle, true, true);
        else files.delete(id);
        return bundle !== null;
      });
      files.set(id, file);
    }
    return file;
  };

  const load = async (strings: readonly NamespaceStrings[], locales: readonly string[]): Promise<boolean[]> => {
    for (const entry of strings) if (!inUse.has(entry.namespace)) inUse.set(entry.namespace, entry);
    const english = strings.map((entry) =>
      // English that fails to load (a chunk that did not come) leaves its keys: the page's error shows.
      addEnglish(entry).catch(() => undefined),
    );
    const translations = locales.flatMap((locale) => strings.map((entry) => fetchFile(locale, entry.namespace)));
    const [, loaded] = await Promise.all([Promise.all(english), Promise.all(translations)]);
    return loaded;
  };

  return {
    async load(strings, locales) {
      await load(strings, locales);
    },
    async prefetch(locale) {
      await load([...inUse.values()], [locale]);
    },
    async switchTo(locale) {
      const [shellLoaded = false] = await load([...inUse.values()], [locale]);
      await i18n.changeLanguage(locale);
      return shellLoaded;
    },
  };
}

async function readBundle(url: string, fetchFn: typeof fetch): Promise<TranslationBundle | null> {
  try {
    // Static files: cookies on the console's own origin as before, none from a partner's page (CORS without credentials).
    const response = await fetchFn(url, { credentials: 'same-origin' });
    if (!response.ok) return null;
    const bundle: unknown = await response.json();
    return typeof bundle === 'object' && bundle !== null && !Array.isArray(bundle)
      ? (bundle as TranslationBundle)
      : null;
  } catch {
    return null;
  }
}
