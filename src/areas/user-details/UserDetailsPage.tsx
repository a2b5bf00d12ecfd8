import { useParams } from 'react-router-dom';
import { useTranslation } from '../../core/react';
import { userLinks } from './links';
import { UserDetails } from './UserDetails';
import { RouteLink } from '../../ui/area';

/** `#/detailInfo/:dn` (and `#/users/:dn`): a user's detail page in the console. */
export default function UserDetailsPage() {
  const { dn = '' } = useParams();
  return <UserDetails dn={dn} actions={<BackToUsers />} />;
}

export function BackToUsers() {
  const { t } = useTranslation();
  return (
    <RouteLink href={userLinks.catalog()} className="idm-user-details-back">
      <span aria-hidden="true">←</span> {t('userDetails.backToUsers')}
    </RouteLink>
  );
}
