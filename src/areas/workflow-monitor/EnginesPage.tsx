import { ConsolePage } from './ConsolePage';
import { EngineAdmin } from './EngineAdmin';
import { LAZY_VIEWS } from './views';

const VIEWS = { ...LAZY_VIEWS, engines: EngineAdmin };

/** `#/workflowmonitoring/engines`: the workflow engines and their configuration. */
export default function EnginesPage() {
  return <ConsolePage views={VIEWS} view={{ page: 'engines' }} />;
}
