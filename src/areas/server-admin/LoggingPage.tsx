import { ConsolePage } from './ConsolePage';
import { Logging } from './Logging';

/** `#/configuration/logging`. */
export default function LoggingPage() {
  return (
    <ConsolePage>
      <Logging />
    </ConsolePage>
  );
}
