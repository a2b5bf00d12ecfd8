import { ConsolePage } from './ConsolePage';

/** `#/configuration/logging`. */
export default function LoggingPage() {
  return <ConsolePage page="logging" />;
}
