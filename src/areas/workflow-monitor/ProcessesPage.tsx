import { ConsolePage } from './ConsolePage';
import { ProcessList } from './ProcessList';
import { LAZY_VIEWS } from './views';

const VIEWS = { ...LAZY_VIEWS, processes: ProcessList };

/** `#/workflowmonitoring`: running and finished processes. */
export default function ProcessesPage() {
  return <ConsolePage views={VIEWS} view={{ page: 'processes' }} />;
}
