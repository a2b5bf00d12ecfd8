import { useParams } from 'react-router-dom';
import { ConsolePage } from './ConsolePage';
import { GroupDetail } from './GroupDetail';

/** `#/groups/detail/<dn>`: a group, its members and its roles. */
export default function GroupDetailPage() {
  const { dn = '' } = useParams();
  return (
    <ConsolePage>
      <GroupDetail key={dn} dn={dn} />
    </ConsolePage>
  );
}
