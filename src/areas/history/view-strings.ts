import type { NamespaceStrings } from '../../core/i18n';
import english from '../../i18n/en/historyViews.json';

/**
 * The texts of what the request history's first screen does not show (namespace `historyViews`): a request's
 * details, the retraction, the filters panel. English ships with their code, so the list (namespace `history`)
 * does not carry them.
 */
export const HISTORY_VIEW_STRINGS: readonly NamespaceStrings[] = [{ namespace: 'historyViews', english }];
