import { createElement as h, lazy, Suspense } from 'react';
import { useTranslation } from '../src/core/react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import searchEnglish from '../src/i18n/en/search.json';
import { CORE_VERSION } from '../src/core/version';
import type { SearchItem } from '../src/domain/global-search';
import { FeedbackBanner } from '../src/ui';
import { NavigationProvider, useEmbeddedNavigate, WhenSignedIn } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';
import { searchButtonStyles } from '../src/areas/search';

/** `idm-navigate` detail: an in-app route the host may follow. */
export type { IdmNavigateDetail } from '../src/ui/area';

/** `detail` of `idm-select`: the item opened. */
export interface IdmSelectDetail {
  /** user, role, resource, group, team, sod or prd (page for a recent page of the console's). */
  kind: SearchItem['kind'];
  /** The object's DN; a page's link. */
  id: string;
  name: string;
}

/** The button and the box come as the element's own chunk (shared with the console's, which loads it at start). */
const SearchWidget = lazy(() => import('../src/areas/search/SearchWidget'));

function Search({ host }: IdmHostProps) {
  const navigate = useEmbeddedNavigate(host);
  const onChosen = (item: SearchItem) =>
    emitIdmEvent<IdmSelectDetail>(host, 'idm-select', { kind: item.kind, id: item.id, name: item.name });
  return h(NavigationProvider, { navigate }, h(Suspense, { fallback: null }, h(SearchWidget, { onChosen })));
}

function SearchElement(props: IdmHostProps) {
  const { t } = useTranslation();
  return h(
    'div',
    { className: 'idm-element-root', part: 'root' },
    h(FeedbackBanner),
    h(WhenSignedIn, { loadingLabel: t('search.title') }, h(Search, props)),
  );
}

/**
 * `<idm-search>`: the console's global search for a portal's own header — a search button (and Ctrl+K / ⌘K
 * inside the element or with the focus on the page's body) that opens one box over people, roles, resources,
 * groups, teams, SoD rules and request definitions the signed-in user may see; recent items first on an empty box.
 *
 * Attributes: none. Properties: none.
 *
 * Events (bubbling, composed, cancelable):
 * - `idm-select` — `{ kind, id, name }` when an item is opened (Enter or a click); `preventDefault()` keeps the
 *   element from navigating, so the host opens the item itself.
 * - `idm-navigate` — `{ href }`: the item's page (`#/users/<dn>`, `#/role/detail/<dn>`, a page's link); unless
 *   the host calls `preventDefault()`, `location.hash` is set to it.
 *
 * Parts: `root`, `banner`, `search-button`, `dialog`, `search-input`, `search-list`, `search-option`.
 */
export const IdmSearchElement = defineIdmElement('idm-search', SearchElement, {
  attributes: {},
  styles: [...sharedStyles, searchButtonStyles],
  wrap: elementRootWith([{ namespace: 'search', english: searchEnglish }]),
  version: CORE_VERSION,
});
