import { ConsolePage } from './ConsolePage';
import { HelpdeskTickets } from './HelpdeskTickets';

/** `#/entities/helpdesk`: the help desk's tickets. */
export default function HelpdeskPage() {
  return (
    <ConsolePage>
      <HelpdeskTickets />
    </ConsolePage>
  );
}
