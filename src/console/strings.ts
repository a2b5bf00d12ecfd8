import type { NamespaceStrings } from '../core/i18n';
import english from '../i18n/en/console.json';

/** The console frame's texts (header, menus, its dialogs, section names): English ships with the console. */
export const consoleStrings: NamespaceStrings = { namespace: 'console', english };
