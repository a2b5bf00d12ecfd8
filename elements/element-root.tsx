import { useEffect, type ReactNode } from 'react';
import type { NamespaceStrings } from '../src/core/i18n';
import { CoreProvider, useCore } from '../src/core/react';
import { ListMemoryScope, elementListScope } from '../src/ui/area/list-state-store';
import { WithStrings } from '../src/ui/WithStrings';

/**
 * Keeps the host's `dir` and `lang` in step with the console's locale (right-to-left languages), as the
 * locale store changes: before the content renders in the new language, while the element's tree is small
 * (a change of either restyles the whole tree). An unchanged value is not set again: even the same value
 * made the browser restyle the tree after the console's first full render.
 */
function HostLocale({ host }: { host: HTMLElement }) {
  const core = useCore();
  useEffect(
    () =>
      core.stores.$locale.subscribe((locale) => {
        if (host.getAttribute('dir') !== locale.dir) host.setAttribute('dir', locale.dir);
        if (host.getAttribute('lang') !== locale.locale) host.setAttribute('lang', locale.locale);
      }),
    [core, host],
  );
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
