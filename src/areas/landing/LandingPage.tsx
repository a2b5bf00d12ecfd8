import { ConsolePage } from './ConsolePage';
import { Landing } from './Landing';

/** `#/landing`: the user landing page. */
export default function LandingPage() {
  return (
    <ConsolePage>
      <Landing />
    </ConsolePage>
  );
}
