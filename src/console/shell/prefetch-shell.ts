import { supportedLocalesQuery } from '../../api/locales';
import { navigationMenuQuery } from '../../api/navigation';
import { notificationsQuery } from '../../api/notifications';
import type { IdmCore } from '../../core';

/**
 * The header's reads (menu, notification counts, languages) asked beside the start-up reads instead
 * of once the shell shows. The menu is named in the language of the moment: when the user's language
 * turns out to be another, the header asks again in it, as it does on a language switch.
 */
export function prefetchShellData(core: IdmCore): void {
  const { queryClient } = core;
  void queryClient.prefetchQuery(navigationMenuQuery(core, core.stores.$locale.get().locale));
  void queryClient.prefetchQuery(notificationsQuery(core));
  void queryClient.prefetchQuery(supportedLocalesQuery(core));
}
