import { supportedLocalesQuery } from '../../api/locales';
import { navigationMenuQuery } from '../../api/navigation';
import { notificationsQuery } from '../../api/notifications';
import type { IdmCore } from '../../core';

/**
 * The header's reads (menu, notification counts, languages) depend only on the context and the token:
 * they go out with the start-up reads, in the same wave, so the header never adds a round trip of
 * its own after the first page's reads (on a partner page it did, one read after another). On the
 * home page the menu is also the page's data (its cards). The menu is named in the language of the
 * moment: when the user's language turns out to be another, the header asks again in it, as on a
 * language switch. Elsewhere than on the home page the menu goes at low priority: on HTTP/1.1's six
 * connections, the reads the shell and the first page wait for (the languages, rights, settings, the page's)
 * then take the connections first, and the menu follows them (it was the one that left the user's language
 * to a third round).
 */
export function prefetchShellData(core: IdmCore, { menuIsPageData }: { menuIsPageData: boolean }): void {
  const locale = core.stores.$locale.get().locale;
  void core.queryClient.prefetchQuery(navigationMenuQuery(core, locale, menuIsPageData ? undefined : 'low'));
  void core.queryClient.prefetchQuery(notificationsQuery(core));
  void core.queryClient.prefetchQuery(supportedLocalesQuery(core));
}
