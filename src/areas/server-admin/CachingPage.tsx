import { ConsolePage } from './ConsolePage';

/** `#/configuration/caching`. */
export default function CachingPage() {
  return <ConsolePage page="caching" />;
}
