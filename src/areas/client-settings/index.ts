export { ClientSettings, CLIENT_SETTINGS_TABS, type ClientSettingsTab } from './ClientSettings';
export { default as clientSettingsStyles } from './client-settings.css?inline';
export { ClientSettingsWidget, type ClientSettingsWidgetProps } from './ClientSettingsWidget';
