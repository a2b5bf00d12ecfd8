import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE } from '../domain/locale';
import shell from '../i18n/en/shell.json';
import { SHELL_NAMESPACE, type Namespace } from '../i18n/namespaces';

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
 * Namespaces are what is loaded together (a file per namespace and language); once loaded, their texts
 * join one i18next namespace, since each keeps its own top-level keys: `t('tasks.list.title')` is one
 * lookup, whichever namespace holds it and however many areas there are, instead of a walk through every
 * namespace loaded (i18next's `fallbackNS`, tried one after another on each call). Add texts with
 * {@link addNamespaceTexts}.
 */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    ns: [SHELL_NAMESPACE],
    defaultNS: SHELL_NAMESPACE,
    resources: { [DEFAULT_LOCALE]: { [SHELL_NAMESPACE]: shell } },
    // React escapes output itself.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  loadedTexts.set(instance, new Set([textsId(DEFAULT_LOCALE, SHELL_NAMESPACE)]));
  return instance;
}

/** Per instance, the namespaces' texts added, as `locale/namespace`. */
const loadedTexts = new WeakMap<I18n, Set<string>>();
const textsId = (locale: string, namespace: Namespace) => `${locale}/${namespace}`;

/**
 * Adds a namespace's texts for `locale` (see {@link createI18n}); `replace` overwrites texts already there
 * (a translation over the English that came first), otherwise they stay.
 */
export function addNamespaceTexts(
  i18n: I18n,
  locale: string,
  namespace: Namespace,
  texts: TranslationBundle,
  replace = false,
): void {
  i18n.addResourceBundle(locale, SHELL_NAMESPACE, texts, true, replace);
  const loaded = loadedTexts.get(i18n) ?? new Set<string>();
  loaded.add(textsId(locale, namespace));
  loadedTexts.set(i18n, loaded);
}

/** Whether a namespace's texts for `locale` were added. */
export function hasNamespaceTexts(i18n: I18n, locale: string, namespace: Namespace): boolean {
  return loadedTexts.get(i18n)?.has(textsId(locale, namespace)) ?? false;
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
    if (hasNamespaceTexts(i18n, DEFAULT_LOCALE, namespace)) return;
    const bundle = typeof english === 'function' ? (await english()).default : english;
    addNamespaceTexts(i18n, DEFAULT_LOCALE, namespace, bundle);
  };

  const fetchFile = (locale: string, namespace: Namespace): Promise<boolean> => {
    if (locale === DEFAULT_LOCALE || hasNamespaceTexts(i18n, locale, namespace)) return Promise.resolve(true);
    const id = `${locale}/${namespace}`;
    let file = files.get(id);
    if (!file) {
      file = readBundle(
        new URL(`i18n/${encodeURIComponent(locale)}/${namespace}.json`, consoleBase()).href,
        fetchFn,
      ).then((bundle) => {
        if (bundle) addNamespaceTexts(i18n, locale, namespace, bundle, true);
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
