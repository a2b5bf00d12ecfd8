/**
 * The reads every signed-in start of the console makes before its first page, whatever the page (the user, the
 * rights, the settings and the two languages: `loadStartupData`), as paths under the REST root. The console page's
 * first script sends them on a visit that has no recorded start-up reads (the first in this browser), with the
 * context's REST root, while the console's code downloads (scripts/startup-preloads.ts writes them into it); the
 * HTTP client takes their answers as it takes a returning visit's (src/core/early-reads.ts).
 * `tests/unit/api/startup-reads.test.ts` checks them against what `loadStartupData` asks for.
 */
export function startupReadPaths(clientId: string): string[] {
  const client = encodeURIComponent(clientId);
  return [
    `access/users/userDefaults?clientId=${client}`,
    'access/info/user/rights',
    'admin/display/settings/general',
    `access/config/clients/${client}`,
    'access/supportedlocales/defaultlocale',
    'access/supportedlocales/userlocale',
  ];
}
