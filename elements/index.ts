/** Defines every IDM element at once. */
export { IdmConsoleElement } from './idm-console';
export { IdmPickerElement } from './idm-picker';
export { defineIdmElement, emitIdmEvent } from './define-idm-element';
export { configure, getCore } from '../src/core';
