import { ConsolePage } from './ConsolePage';

/** `#/workflowmonitoring`: running and finished processes. */
export default function ProcessesPage() {
  return <ConsolePage view={{ page: 'processes' }} />;
}
