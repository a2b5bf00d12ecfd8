import { ConsolePage } from './ConsolePage';
import { WorkQueue } from './WorkQueue';
import { LAZY_VIEWS } from './views';

const VIEWS = { ...LAZY_VIEWS, queue: WorkQueue };

/** `#/workflowmonitoring/queue`: the work queue. */
export default function QueuePage() {
  return <ConsolePage views={VIEWS} view={{ page: 'queue' }} />;
}
