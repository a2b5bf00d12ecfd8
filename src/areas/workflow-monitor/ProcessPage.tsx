import { useParams } from 'react-router-dom';
import { ConsolePage } from './ConsolePage';
import { ProcessDetail } from './ProcessDetail';
import { LAZY_VIEWS } from './views';

const VIEWS = { ...LAZY_VIEWS, process: ProcessDetail };

/** `#/workflowmonitoring/process/<requestId>[/<name>]`: one process (the name narrows the search for it). */
export default function ProcessPage() {
  const { requestId = '', name } = useParams();
  return <ConsolePage views={VIEWS} view={{ page: 'process', requestId, ...(name ? { name } : {}) }} />;
}
