import { Navigate, useParams } from 'react-router-dom';
import { sectionPath } from '../../core/navigation';

/**
 * `#/users/{dn}`: the user's detail page lives on the inline route `#/detailInfo/{dn}` (the user-details
 * area); the catalog's path hands over to it without a history entry of its own.
 */
export default function UserDetailsRedirect() {
  const { dn = '' } = useParams();
  return <Navigate replace to={dn ? sectionPath('detailInfo', dn) : sectionPath('users')} />;
}
