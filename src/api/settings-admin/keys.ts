/** Query keys of the settings pages (client settings and product configuration). */
export const settingsAdminKeys = {
  all: () => ['idm', 'settingsAdmin'] as const,
  clients: () => ['idm', 'settingsAdmin', 'clients'] as const,
  style: (clientId: string) => ['idm', 'settingsAdmin', 'style', clientId] as const,
  section: (clientId: string, section: string) => ['idm', 'settingsAdmin', 'section', clientId, section] as const,
  general: () => ['idm', 'settingsAdmin', 'general'] as const,
  display: (list: 'task' | 'request') => ['idm', 'settingsAdmin', 'display', list] as const,
  roleResource: () => ['idm', 'settingsAdmin', 'roleResource'] as const,
  delegation: () => ['idm', 'settingsAdmin', 'delegation'] as const,
  proxy: () => ['idm', 'settingsAdmin', 'proxy'] as const,
  ig: () => ['idm', 'settingsAdmin', 'ig'] as const,
};
