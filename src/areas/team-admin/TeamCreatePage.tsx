import { ConsolePage } from './ConsolePage';
import { TeamCreate } from './TeamDetail';

/** `#/teams/create` (administrators). */
export default function TeamCreatePage() {
  return (
    <ConsolePage>
      <TeamCreate />
    </ConsolePage>
  );
}
