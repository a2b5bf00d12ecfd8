import { ConsolePage } from './ConsolePage';
import { Statistics } from './Statistics';

/** `#/configuration/statistics`. */
export default function StatisticsPage() {
  return (
    <ConsolePage>
      <Statistics />
    </ConsolePage>
  );
}
