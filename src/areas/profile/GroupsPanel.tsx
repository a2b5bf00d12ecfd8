import { useTranslation } from '../../core/react';
import { useGroupMembership } from '../../api/people';
import { TableSpinner } from '../../ui/TableSpinner';
import { useUserRights } from '../../api/rights';
import { sectionHref } from '../../core/navigation';
import { RouteLink } from '../../ui/area';
import { LoadError } from './LoadError';
import { Heading } from '../../ui/Heading';

/** The groups I am a member of (name and description). */
export function GroupsPanel() {
  const { t } = useTranslation();
  const groups = useGroupMembership();
  // Administrators open a group's page (section groups); the others have no right to it.
  const mayAdminister = useUserRights().data?.isAdmin === true;
  const heading = t('profile.groups.heading');

  return (
    <div className="idm-profile-groups">
      <Heading depth={1} className="idm-profile-subheading">
        {heading}
      </Heading>
      {groups.isPending ? (
        <TableSpinner />
      ) : groups.isError ? (
        <LoadError error={groups.error} onRetry={() => void groups.refetch()} />
      ) : groups.data.groups.length === 0 ? (
        <p className="idm-profile-empty-state">{t('profile.groups.empty')}</p>
      ) : (
        <div className="idm-table-scroll" tabIndex={0}>
          <table className="idm-profile-table">
            <caption className="visually-hidden">{heading}</caption>
            <thead>
              <tr>
                <th scope="col">{t('profile.groups.name')}</th>
                <th scope="col">{t('profile.groups.description')}</th>
              </tr>
            </thead>
            <tbody>
              {groups.data.groups.map((group) => (
                <tr key={group.dn}>
                  <td>
                    {mayAdminister ? (
                      <RouteLink href={sectionHref('groups', 'detail', group.dn)}>
                        <bdi>{group.name}</bdi>
                      </RouteLink>
                    ) : (
                      group.name
                    )}
                  </td>
                  <td>{group.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
