import { ConsolePage } from './ConsolePage';

/** `#/configuration/statistics`. */
export default function StatisticsPage() {
  return <ConsolePage page="statistics" />;
}
