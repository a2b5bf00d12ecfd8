import {
  createElement as h,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../src/core/react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import usersEnglish from '../src/i18n/en/users.json';
import { useStartupData } from '../src/api/startup';
import type { NamespaceStrings } from '../src/core/i18n';
import { CORE_VERSION } from '../src/core/version';
import { ComponentLoader, FeedbackBanner } from '../src/ui';
import { WithStrings } from '../src/ui/WithStrings';
import { NavigationProvider, useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';
import { UserCatalog, parseView, usersLinks, usersStyles, type CatalogView } from '../src/areas/users';

/**
 * A user's details come as their own chunk, when one is first opened: the element's first load is the list. Their
 * texts (namespace `userDetails`) and their sheet (UserDetails adopts it) come with them: the code is asked for
 * beside the texts, so neither waits for the other.
 */
const loadUserDetails = () => import('../src/areas/user-details');
const UserDetails = lazy(() => loadUserDetails().then((module) => ({ default: module.UserDetails })));
const DETAILS_STRINGS: readonly NamespaceStrings[] = [
  // Not the area's `strings.ts`: the console's first load has it in its own file, and this would split it off.
  { namespace: 'userDetails', english: () => import('../src/i18n/en/userDetails.json') },
];

/** `idm-navigate` detail: an in-app route outside the widget (`#/entities/group/cn%3D…`). */
export type { IdmNavigateDetail } from '../src/ui/area';
/**
 * Follows a link the way an embedded widget does: its own routes (`#/users…`, `#/detailInfo/…`) stay
 * inside; any other emits `idm-navigate` and, unless the host cancels it, sets `location.hash`.
 */
export { embeddedNavigate } from '../src/ui/area';

/** `idm-user-open` detail: the user whose details the widget now shows (null: back to the list). */
export interface IdmUserOpenDetail {
  dn: string | null;
}

/** `idm-view-change` detail. */
export interface IdmViewChangeDetail {
  view: CatalogView;
}

export interface IdmUserCatalogProps extends IdmHostProps {
  view?: string;
  dn?: string;
}

function CatalogElement({ host, view: viewAttribute, dn: dnAttribute }: IdmUserCatalogProps) {
  const startup = useStartupData();
  const [view, setView] = useState<CatalogView>(parseView(viewAttribute));
  const [dn, setDn] = useState<string | null>(dnAttribute || null);
  useEffect(() => setView(parseView(viewAttribute)), [viewAttribute]);
  useEffect(() => setDn(dnAttribute || null), [dnAttribute]);
  useEffect(() => {
    if (dn) void loadUserDetails();
  }, [dn]);

  const open = useCallback(
    (next: string | null) => {
      setDn(next);
      emitIdmEvent<IdmUserOpenDetail>(host, 'idm-user-open', { dn: next });
    },
    [host],
  );
  const changeView = useCallback(
    (next: CatalogView) => {
      setView(next);
      emitIdmEvent<IdmViewChangeDetail>(host, 'idm-view-change', { view: next });
    },
    [host],
  );
  // The catalog's own routes (the list, a user's details) stay inside the widget.
  const inside = useCallback(
    ([section, userDn]: string[], target: string) => {
      if (section === 'users' && userDn === undefined) {
        if (target.includes('view=users')) changeView('users');
        open(null);
        return true;
      }
      if ((section === 'users' || section === 'detailInfo') && userDn) {
        open(userDn);
        return true;
      }
      return false;
    },
    [open, changeView],
  );
  const navigate = useEmbeddedNavigate(host, inside);

  let content: ReactNode;
  if (startup.isPending) content = h(ComponentLoader);
  else if (dn)
    content = h(
      WithStrings,
      { strings: DETAILS_STRINGS },
      h(
        Suspense,
        { fallback: h(ComponentLoader) },
        h(UserDetails, { key: dn, dn, actions: h(BackLink, { onBack: () => open(null) }) }),
      ),
    );
  else content = h(UserCatalog, { view, onViewChange: changeView });

  return h(
    'div',
    { className: 'idm-element-root', part: 'root' },
    h(FeedbackBanner),
    h(NavigationProvider, { navigate }, content),
  );
}

function BackLink({ onBack }: { onBack(): void }) {
  const { t } = useTranslation();
  return h(
    'a',
    {
      href: usersLinks.catalog(),
      className: 'idm-user-details-back',
      onClick: (event: MouseEvent) => {
        event.preventDefault();
        onBack();
      },
    },
    h('span', { 'aria-hidden': 'true' }, '←'),
    ' ',
    t('userDetails.backToUsers'),
  );
}

/**
 * `<idm-user-catalog>`: the user catalog — search (debounced), advanced search on the client's search
 * attributes, sort, paging and the total; users as cards or as a table (chosen columns, CSV export);
 * a user's details open inside the widget, with a link back.
 *
 * Attributes:
 * - `view` (`card` | `users`): cards (default) or the list.
 * - `dn` (string): shows that user's details; removing it goes back to the catalog.
 *
 * Properties: `view`, `dn` (the same).
 *
 * Events (bubbling, composed):
 * - `idm-navigate` — `{ href }`: a link out of the widget (an entity's page, another section);
 *   cancelable: unless the host calls `preventDefault()`, `location.hash` is set to it.
 * - `idm-user-open` — `{ dn }` when a user's details open (`dn: null` when going back to the list).
 * - `idm-view-change` — `{ view }` when the card/list switch is used.
 *
 * Parts: `root`, `banner`, `user-catalog`, `user-card`, `table`, `pagination`, `user-details`,
 * `quick-info`, `dialog`.
 */
export const IdmUserCatalogElement = defineIdmElement('idm-user-catalog', CatalogElement, {
  attributes: { view: 'string', dn: 'string' },
  styles: [...sharedStyles, usersStyles],
  wrap: elementRootWith([{ namespace: 'users', english: usersEnglish }]),
  version: CORE_VERSION,
});
