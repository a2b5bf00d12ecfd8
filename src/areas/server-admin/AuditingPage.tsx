import { ConsolePage } from './ConsolePage';
import { Auditing } from './Auditing';

/** `#/configuration/auditing`. */
export default function AuditingPage() {
  return (
    <ConsolePage>
      <Auditing />
    </ConsolePage>
  );
}
