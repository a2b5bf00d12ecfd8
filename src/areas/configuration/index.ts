export {
  CONFIGURATION_WIDGET_PAGES,
  ConfigurationWidget,
  type ConfigurationWidgetPage,
  type ConfigurationWidgetProps,
} from './ConfigurationWidget';
export { default as configurationStyles } from './configuration.css?inline';
