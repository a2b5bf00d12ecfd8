import { useParams } from 'react-router-dom';
import { ConsolePage } from './ConsolePage';
import { SodDetail } from './SodDetail';

/** `#/sod/detail/<dn>` (right `sod`). */
export default function SodDetailPage() {
  const { dn = '' } = useParams();
  return (
    <ConsolePage>
      <SodDetail key={dn} dn={dn} />
    </ConsolePage>
  );
}
