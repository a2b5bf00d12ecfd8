/** The area's pages, each `#/configuration/<page>`. */
export const SERVER_ADMIN_PAGES = ['caching', 'logging', 'auditing', 'statistics'] as const;
export type ServerAdminPage = (typeof SERVER_ADMIN_PAGES)[number];
export const isServerAdminPage = (value: string | undefined): value is ServerAdminPage =>
  (SERVER_ADMIN_PAGES as readonly (string | undefined)[]).includes(value);
