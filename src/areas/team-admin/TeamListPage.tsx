import { ConsolePage } from './ConsolePage';
import { TeamList } from './TeamList';

/** `#/teams`: the teams, by type. */
export default function TeamListPage() {
  return (
    <ConsolePage>
      <TeamList />
    </ConsolePage>
  );
}
