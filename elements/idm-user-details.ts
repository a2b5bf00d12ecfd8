import { createElement as h } from 'react';
import { defineIdmElement, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import userDetailsEnglish from '../src/i18n/en/userDetails.json';
import { useStartupData } from '../src/api/startup';
import { CORE_VERSION } from '../src/core/version';
import { ComponentLoader, FeedbackBanner } from '../src/ui';
import { NavigationProvider, useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';
import { UserDetails, userDetailsStyles } from '../src/areas/user-details';

/** `idm-navigate` detail: an in-app route (`#/users/cn%3D…`, `#/entities/group/…`). */
export type { IdmNavigateDetail } from '../src/ui/area';

export interface IdmUserDetailsProps extends IdmHostProps {
  dn?: string;
}

function DetailsElement({ host, dn }: IdmUserDetailsProps) {
  const startup = useStartupData();
  const navigate = useEmbeddedNavigate(host);
  return h(
    'div',
    { className: 'idm-element-root', part: 'root' },
    h(FeedbackBanner),
    startup.isPending
      ? h(ComponentLoader)
      : h(NavigationProvider, { navigate }, h(UserDetails, { key: dn ?? '', dn: dn ?? '' })),
  );
}

/**
 * `<idm-user-details>`: one user's detail page — 'Identity information About:' with photo, full name,
 * primary attributes as cards, the other attributes as label/value pairs in two columns (mailto, tel,
 * dates, people with their quick info) and the group memberships.
 *
 * Attributes: `dn` (string): the user's DN.
 * Properties: `dn` (the same).
 *
 * Events (bubbling, composed):
 * - `idm-navigate` — `{ href }` for every link the page follows (a user's page `#/users/<dn>` from the
 *   quick info's 'View more info', an entity's page); cancelable: unless the host calls
 *   `preventDefault()`, `location.hash` is set to it.
 *
 * Parts: `root`, `banner`, `user-details`, `quick-info`.
 */
export const IdmUserDetailsElement = defineIdmElement('idm-user-details', DetailsElement, {
  attributes: { dn: 'string' },
  styles: [...sharedStyles, userDetailsStyles],
  wrap: elementRootWith([{ namespace: 'userDetails', english: userDetailsEnglish }]),
  version: CORE_VERSION,
});
