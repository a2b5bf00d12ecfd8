import { ConsolePage } from './ConsolePage';
import { SodCreate } from './SodDetail';

/** `#/sod/create` (right `create Sod`). */
export default function SodCreatePage() {
  return (
    <ConsolePage>
      <SodCreate />
    </ConsolePage>
  );
}
