/** Defines every IDM element at once. */
export { IdmConsoleElement } from './idm-console';
export { defineIdmElement, emitIdmEvent } from './define-idm-element';
export { configure, getCore } from '../src/core';
