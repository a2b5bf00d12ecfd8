import { ConsolePage } from './ConsolePage';
import { EditLanding } from './EditLanding';

/** `#/editlanding`: administrators edit the landing page. */
export default function EditLandingPage() {
  return (
    <ConsolePage>
      <EditLanding />
    </ConsolePage>
  );
}
