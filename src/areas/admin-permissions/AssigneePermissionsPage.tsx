import { useParams } from 'react-router-dom';
import { isPermissionDomain } from '../../domain/admin-assignments';
import { AssigneePermissions } from './AssigneePermissions';
import { ConsolePage } from './ConsolePage';

/** `#/permissions/assignee/<dn>/<domain>`: a delegated administrator's permissions in a domain. */
export default function AssigneePermissionsPage() {
  const { dn = '', domain = '' } = useParams();
  const key = domain.toUpperCase();
  return (
    <ConsolePage current="permissions">
      <AssigneePermissions key={`${dn}|${key}`} assigneeDn={dn} domain={isPermissionDomain(key) ? key : 'ROLES'} />
    </ConsolePage>
  );
}
