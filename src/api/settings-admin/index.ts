export * from './client-settings';
export * from './configuration';
export * from './display-settings';
export { settingsAdminKeys } from './keys';
