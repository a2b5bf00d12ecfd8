import type { ReactNode } from 'react';
import type { NamespaceStrings } from '../../core/i18n';
import english from '../../i18n/en/entityViews.json';
import { WithStrings } from '../../ui/WithStrings';

/**
 * The texts of an item, a new item, an org chart and the tickets (namespace `entityViews`): English ships with their
 * code (their own chunks), not with the catalog's first screen; another language's file is fetched when one first
 * shows.
 */
export const entityViewsStrings: NamespaceStrings = { namespace: 'entityViews', english };
const VIEW_STRINGS = [entityViewsStrings];

/** Renders `children` once the views' texts are in (at once in English). */
export function WithViewTexts({ children }: { children: ReactNode }) {
  return <WithStrings strings={VIEW_STRINGS}>{children}</WithStrings>;
}
