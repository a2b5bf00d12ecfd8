export * from './client-settings';
export * from './configuration';
export { settingsAdminKeys } from './keys';
