import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../ui/LoadFailure';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { GroupMemberships } from './GroupMemberships';
import { UserAssignments } from './UserAssignments';
import { useGroupMembershipQuery, useUserDetailsQuery } from './queries';
import { UserDetailsView } from './UserDetailsView';
import styles from './user-details.css?inline';
import { useAreaStyles } from '../../ui/area';

export interface UserDetailsProps {
  /** The user's DN. */
  dn: string;
  /** Shown next to the name (e.g. a link back to the catalog). */
  actions?: ReactNode;
}

const GROUP_LOOKUP = 'group';

/** The detail page of one user: loads the details and the group memberships, then shows them. */
export function UserDetails({ dn, actions }: UserDetailsProps) {
  const { t } = useTranslation();
  const ref = useAreaStyles<HTMLDivElement>(styles);
  const details = useUserDetailsQuery(dn);
  const person = details.data;
  const memberships = useGroupMembershipQuery(dn, (person?.groupDns.length ?? 0) > 0);

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
    );
  }
  return (
    <div ref={ref} className="idm-user-details-page">
      {content}
    </div>
  );
}
