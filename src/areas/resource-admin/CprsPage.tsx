import { ConsolePage } from './ConsolePage';
import { CprsView } from './CprsView';

/** `#/cprs`: the connected-system permission reconciliation. */
export default function CprsPage() {
  return (
    <ConsolePage>
      <CprsView />
    </ConsolePage>
  );
}
