import { useParams } from 'react-router-dom';
import { ConsolePage } from './ConsolePage';
import { RoleDetail } from './RoleDetail';

/** `#/role/detail/<dn>` (right `role`). */
export default function RoleDetailPage() {
  const { dn = '' } = useParams();
  return (
    <ConsolePage>
      <RoleDetail key={dn} dn={dn} />
    </ConsolePage>
  );
}
