import { useId } from 'react';
import { useTranslation } from '../../core/react';
import { commonName } from '../../domain/format';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { useUserRights } from '../../api/rights';
import { RouteLink } from '../../ui/area';
import { userLinks } from './links';
import { Heading } from '../../ui/Heading';

export interface GroupMembershipsProps {
  /** The groups' DNs from the details (shown by their common name until the names arrive). */
  groupDns: readonly string[];
  groups?: readonly { dn: string; name: string; description: string }[];
  loading?: boolean;
}

/** 'Group Memberships': the groups' names (and descriptions); nothing when the user is in none. */
export function GroupMemberships({ groupDns, groups, loading = false }: GroupMembershipsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // Administrators open a group's page (section groups); the others have no right to it.
  const mayAdminister = useUserRights().data?.isAdmin === true;
  const list = groups ?? groupDns.map((dn) => ({ dn, name: commonName(dn), description: '' }));
  if (list.length === 0 && !loading) return null;
  return (
    <section className="idm-user-details-section" aria-labelledby={headingId}>
      <Heading depth={1} id={headingId} className="idm-user-details-section-heading">
        {t('userDetails.groups')}
      </Heading>
      {loading && list.length === 0 ? (
        <ComponentLoader />
      ) : (
        <ul className="idm-user-details-groups">
          {list.map((group) => (
            <li key={group.dn}>
              <span className="idm-user-details-group-name" dir="auto">
                {mayAdminister ? (
                  <RouteLink href={userLinks.group(group.dn)}>{group.name || commonName(group.dn)}</RouteLink>
                ) : (
                  group.name || commonName(group.dn)
                )}
              </span>{' '}
              {group.description ? (
                <span className="idm-user-details-group-description" dir="auto">
                  {group.description}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
