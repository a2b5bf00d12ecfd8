import { ConsolePage } from './ConsolePage';
import { SodList } from './SodList';

/** `#/sod`: the separation-of-duties rules. */
export default function SodListPage() {
  return (
    <ConsolePage>
      <SodList />
    </ConsolePage>
  );
}
