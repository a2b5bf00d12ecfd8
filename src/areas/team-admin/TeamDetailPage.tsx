import { useParams } from 'react-router-dom';
import { ConsolePage } from './ConsolePage';
import { TeamDetail } from './TeamDetail';

/** `#/teams/detail/<dn>`: a team and its permissions. */
export default function TeamDetailPage() {
  const { dn = '' } = useParams();
  return (
    <ConsolePage>
      <TeamDetail key={dn} dn={dn} />
    </ConsolePage>
  );
}
