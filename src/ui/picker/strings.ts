import type { NamespaceStrings } from '../../core/i18n';
import english from '../../i18n/en/picker.json';

/**
 * The picker's and its trees' texts: English ships with the picker's code (its own chunk, loaded when a form
 * first shows one), not in every element's `base`.
 */
export const pickerStrings: NamespaceStrings = { namespace: 'picker', english };
