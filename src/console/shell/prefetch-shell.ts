import { navigationMenuQuery } from '../../api/navigation';
import type { IdmCore } from '../../core';
import { DEFAULT_SECTION, routeSegments } from '../../core/navigation';

/**
 * The header's reads (menu, notification counts, languages) are not start-up reads: they go out when
 * the header shows, after the start-up reads and the opened page's own reads, so that the first page
 * is not queued behind them. Only on the home page is the menu the page's data (its cards): there it
 * is asked for at once, beside the start-up reads. The menu is named in the language of the moment:
 * when the user's language turns out to be another, the header asks again in it, as on a language switch.
 */
export function prefetchShellData(core: IdmCore, landingPath: string): void {
  const [section = DEFAULT_SECTION] = routeSegments(landingPath);
  if (section !== DEFAULT_SECTION) return;
  void core.queryClient.prefetchQuery(navigationMenuQuery(core, core.stores.$locale.get().locale));
}
