import { AssignmentList } from './AssignmentList';
import { ConsolePage } from './ConsolePage';

/** `#/permissions`: the administrator assignments. */
export default function AssignmentsPage() {
  return (
    <ConsolePage current="assignments">
      <AssignmentList />
    </ConsolePage>
  );
}
