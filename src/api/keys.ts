/**
 * Query keys, all under 'idm' so that one prefix reaches every cached answer. Keys that depend on
 * the client id or on a proxied user carry it, so switching either never shows stale data.
 */
export const queryKeys = {
  all: ['idm'] as const,
  loggedInUser: (clientId: string) => ['idm', 'user', 'loggedIn', clientId] as const,
  userRights: () => ['idm', 'rights', 'user'] as const,
  navigationRights: (keys: readonly string[]) => ['idm', 'rights', 'navigation', [...keys].sort()] as const,
  navigationMenu: (locale: string) => ['idm', 'navigation', 'menu', locale] as const,
  generalSettings: () => ['idm', 'settings', 'general'] as const,
  igConfig: () => ['idm', 'settings', 'igConfig'] as const,
  clientSettings: (clientId: string) => ['idm', 'settings', 'client', clientId] as const,
  /** h-config: when the client's stylesheet was last read; an upload invalidates it, so the <link> loads anew. */
  clientStyleVersion: (clientId: string) => ['idm', 'settings', 'clientStyle', clientId] as const,
  supportedLocales: () => ['idm', 'locales', 'supported'] as const,
  defaultLocale: () => ['idm', 'locales', 'default'] as const,
  userLocale: () => ['idm', 'locales', 'user'] as const,
  notifications: (clientId: string) => ['idm', 'notifications', clientId] as const,
  startup: () => ['idm', 'startup'] as const,
  proxyPermission: (proxyDn: string) => ['idm', 'rights', 'proxy', proxyDn] as const,
  buildInfo: () => ['idm', 'buildInfo'] as const,
  serverVersion: () => ['idm', 'info', 'version'] as const,
  preference: (attribute: string) => ['idm', 'preference', attribute] as const,
};
