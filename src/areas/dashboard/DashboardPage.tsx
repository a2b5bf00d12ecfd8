import { ConsolePage } from './ConsolePage';
import { Dashboard } from './Dashboard';

/** `#/dashboard`: the user's own tiles. */
export default function DashboardPage() {
  return (
    <ConsolePage>
      <Dashboard />
    </ConsolePage>
  );
}
