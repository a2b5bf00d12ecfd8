import { ConsolePage } from './ConsolePage';

/** `#/workflowmonitoring/queue`: the work queue. */
export default function QueuePage() {
  return <ConsolePage view={{ page: 'queue' }} />;
}
