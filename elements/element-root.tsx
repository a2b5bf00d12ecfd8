import { useEffect, type ReactNode } from 'react';
import type { NamespaceStrings } from '../src/core/i18n';
import { CoreProvider, useCoreStore } from '../src/core/react';
import { ListMemoryScope, elementListScope } from '../src/ui/area/list-state-store';
import { WithStrings } from '../src/ui/WithStrings';

/** Keeps the host's `dir` and `lang` in step with the console's locale (right-to-left languages). */
function HostLocale({ host }: { host: HTMLElement }) {
  const locale = useCoreStore('$locale');
  useEffect(() => {
    host.setAttribute('dir', locale.dir);
    host.setAttribute('lang', locale.locale);
  }, [host, locale]);
  return null;
}

/** What every element renders inside: the page's one core, its locale on the host, and its lists' memory. */
export function elementRoot(host: HTMLElement, children: ReactNode): ReactNode {
  return (
    <CoreProvider>
      <HostLocale host={host} />
      <ListMemoryScope.Provider value={elementListScope(host)}>{children}</ListMemoryScope.Provider>
    </CoreProvider>
  );
}

/**
 * `elementRoot` for an element that speaks in its areas' namespaces: its content waits for their texts.
 * Give the English as an imported object: it ships in the element's static closure, so the content
 * (and with it the core's start) never waits for another chunk; another language's files come beside
 * the start-up reads.
 */
export function elementRootWith(strings: readonly NamespaceStrings[]) {
  return (host: HTMLElement, children: ReactNode): ReactNode =>
    elementRoot(host, <WithStrings strings={strings}>{children}</WithStrings>);
}
