import { ConsolePage } from './ConsolePage';
import { GlobalDashboard } from './GlobalDashboard';

/** `#/globalDashboard`: the tiles every user starts with (administrators). */
export default function GlobalDashboardPage() {
  return (
    <ConsolePage>
      <GlobalDashboard />
    </ConsolePage>
  );
}
