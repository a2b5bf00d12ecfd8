/** The client settings' id a page uses when nothing configures another (`configure({ clientId })`). */
export const DEFAULT_CLIENT_ID = '1';
