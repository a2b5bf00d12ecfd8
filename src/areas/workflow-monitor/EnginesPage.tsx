import { ConsolePage } from './ConsolePage';

/** `#/workflowmonitoring/engines`: the workflow engines and their configuration. */
export default function EnginesPage() {
  return <ConsolePage view={{ page: 'engines' }} />;
}
