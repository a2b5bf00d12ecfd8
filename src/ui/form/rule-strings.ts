import type { NamespaceStrings } from '../../core/i18n';
import english from '../../i18n/en/formRules.json';

/**
 * The settings forms' rule messages ('Required', 'At most 40 characters', …): English ships with the settings
 * form's code, another language's file is asked for as a settings form mounts (a message shows only after a save
 * was tried), so the elements without a settings form do not carry them.
 */
export const FORM_RULE_STRINGS: readonly NamespaceStrings[] = [{ namespace: 'formRules', english }];
