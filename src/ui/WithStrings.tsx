import { useEffect, useState, type ReactNode } from 'react';
import { addNamespaceTexts, hasNamespaceTexts, type NamespaceStrings } from '../core/i18n';
import { useCore } from '../core/react';
import type { IdmCore } from '../core/types';
import { DEFAULT_LOCALE } from '../domain/locale';
import { ComponentLoader } from './ComponentLoader';

export interface WithStringsProps {
  /** The namespaces what is below says its texts in (an area's `strings.ts`). */
  strings: readonly NamespaceStrings[];
  children?: ReactNode;
}

/** Whether the namespaces' English and the current language's texts are in already (a second form's picker). */
function textsIn(core: IdmCore, strings: readonly NamespaceStrings[]): boolean {
  const { locale } = core.stores.$locale.get();
  return strings.every(
    ({ namespace }) =>
      hasNamespaceTexts(core.i18n, DEFAULT_LOCALE, namespace) && hasNamespaceTexts(core.i18n, locale, namespace),
  );
}

/**
 * Adds the English that ships in the code itself (an object, not a chunk to fetch) at once: what is below can
 * render in the first pass when the page is in English (the console starts its session a frame sooner).
 */
function addBundledEnglish(core: IdmCore, strings: readonly NamespaceStrings[]): void {
  for (const { namespace, english } of strings)
    if (typeof english !== 'function' && !hasNamespaceTexts(core.i18n, DEFAULT_LOCALE, namespace))
      addNamespaceTexts(core.i18n, DEFAULT_LOCALE, namespace, english);
}

/**
 * Renders its children once their translation namespaces are in (English, and the current language's
 * files, fetched in parallel): a loader meanwhile, never a key. A failed file keeps English.
 */
export function WithStrings({ strings, children }: WithStringsProps) {
  const core = useCore();
  const [loaded, setLoaded] = useState<readonly NamespaceStrings[] | null>(() => {
    addBundledEnglish(core, strings);
    return textsIn(core, strings) ? strings : null;
  });
  useEffect(() => {
    let current = true;
    void core.loadNamespaces(strings).then(() => {
      if (current) setLoaded(strings);
    });
    return () => {
      current = false;
    };
  }, [core, strings]);
  return loaded === strings ? <>{children}</> : <ComponentLoader />;
}
