export { LocaleKitView } from './LocaleKit';
export { default as localeKitStyles } from './locale-kit.css?inline';
