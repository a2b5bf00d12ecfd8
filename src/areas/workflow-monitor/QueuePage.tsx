import { ConsolePage } from './ConsolePage';

/** `#/workflowmonitoring/queue`: the work queue. */
export default function QueuePage() {
  return <ConsolePage initial={{ page: 'queue' }} />;
}
