import { useEffect, useState, type ReactNode } from 'react';
import type { NamespaceStrings } from '../core/i18n';
import { useCore } from '../core/react';
import { ComponentLoader } from './ComponentLoader';

export interface WithStringsProps {
  /** The namespaces what is below says its texts in (an area's `strings.ts`). */
  strings: readonly NamespaceStrings[];
  children?: ReactNode;
}

/**
 * Renders its children once their translation namespaces are in (English, and the current language's
 * files, fetched in parallel): a loader meanwhile, never a key. A failed file keeps English.
 */
export function WithStrings({ strings, children }: WithStringsProps) {
  const core = useCore();
  const [loaded, setLoaded] = useState<readonly NamespaceStrings[] | null>(null);
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
