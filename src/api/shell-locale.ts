import type { IdmCore } from '../core';

/**
 * POST `access/ulp/l10n/listLocales` with `{userDN, userPreferredLocales: [locale]}`: the user's
 * preferred locale, which `access/supportedlocales/userlocale` answers from then on.
 */
export async function saveUserLocale(core: IdmCore, userDn: string, locale: string): Promise<void> {
  await core.http.request({
    method: 'POST',
    url: core.http.rest('access/ulp/l10n/listLocales'),
    body: { userDN: userDn, userPreferredLocales: [locale] },
  });
}
