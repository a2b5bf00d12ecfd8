import { useParams } from 'react-router-dom';
import { ConsolePage } from './ConsolePage';

/** `#/workflowmonitoring/process/<requestId>[/<name>]`: one process (the name narrows the search for it). */
export default function ProcessPage() {
  const { requestId = '', name } = useParams();
  return <ConsolePage view={{ page: 'process', requestId, ...(name ? { name } : {}) }} />;
}
