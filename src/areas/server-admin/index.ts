export { ServerAdminWidget, type ServerAdminWidgetProps } from './ServerAdminWidget';
export { isServerAdminPage, SERVER_ADMIN_PAGES, type ServerAdminPage } from './pages';
export { default as serverAdminStyles } from './server-admin.css?inline';
