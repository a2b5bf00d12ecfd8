import { ConsolePage } from './ConsolePage';

/** `#/configuration/auditing`. */
export default function AuditingPage() {
  return <ConsolePage page="auditing" />;
}
