import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../core/react';
import { LoadFailure } from '../../ui/LoadFailure';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { useGroupMembershipQuery, useUserDetailsQuery } from './queries';
import styles from './user-details.css?inline';
import { useAreaStyles } from '../../ui/area';

export interface UserDetailsProps {
  /** The user's DN. */
  dn: string;
  /** Shown next to the name (e.g. a link back to the catalog). */
  actions?: ReactNode;
}

const GROUP_LOOKUP = 'group';

/**
 * The view of a user (attributes, memberships, assignments and their table) shows the details, so its code is
 * asked for as the page opens and arrives beside the details' read, not before the page's first paint.
 */
const loadPersonParts = () => import('./person-parts');
const UserDetailsView = lazy(() => loadPersonParts().then((module) => ({ default: module.UserDetailsView })));
const GroupMemberships = lazy(() => loadPersonParts().then((module) => ({ default: module.GroupMemberships })));
const UserAssignments = lazy(() => loadPersonParts().then((module) => ({ default: module.UserAssignments })));

/** The detail page of one user: loads the details and the group memberships, then shows them. */
export function UserDetails({ dn, actions }: UserDetailsProps) {
  const { t } = useTranslation();
  const ref = useAreaStyles<HTMLDivElement>(styles);
  const details = useUserDetailsQuery(dn);
  const person = details.data;
  const memberships = useGroupMembershipQuery(dn, (person?.groupDns.length ?? 0) > 0);
  useEffect(() => void loadPersonParts(), []);

  let content: ReactNode;
  if (dn === '') {
    content = <p className="idm-user-details-message">{t('userDetails.noUser')}</p>;
  } else if (details.isPending) {
    content = <ComponentLoader label={t('userDetails.loading')} />;
  } else if (details.isError || !person) {
    content = <LoadFailure error={details.error} onRetry={() => void details.refetch()} />;
  } else {
    const showGroups = person.groupDns.length > 0;
    // The memberships have their own section: a group DN attribute would only repeat them.
    const shown = showGroups
      ? {
          ...person,
          secondary: person.secondary.filter((a) => (a.lookupEntity ?? '').toLowerCase() !== GROUP_LOOKUP),
          other: person.other.filter((a) => (a.lookupEntity ?? '').toLowerCase() !== GROUP_LOOKUP),
        }
      : person;
    content = (
      <Suspense fallback={<ComponentLoader label={t('userDetails.loading')} />}>
        <UserDetailsView person={shown} actions={actions}>
          {showGroups ? (
            <GroupMemberships
              groupDns={person.groupDns}
              groups={memberships.data?.groups}
              loading={memberships.isPending && memberships.fetchStatus !== 'idle'}
            />
          ) : null}
          <UserAssignments dn={person.dn} />
        </UserDetailsView>
      </Suspense>
    );
  }
  return (
    <div ref={ref} className="idm-user-details-page">
      {content}
    </div>
  );
}
