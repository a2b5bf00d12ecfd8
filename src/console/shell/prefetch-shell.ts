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
 * language switch.
 */
export function prefetchShellData(core: IdmCore): void {
  void core.queryClient.prefetchQuery(navigationMenuQuery(core, core.stores.$locale.get().locale));
  void core.queryClient.prefetchQuery(notificationsQuery(core));
  void core.queryClient.prefetchQuery(supportedLocalesQuery(core));
}
