import { ConsolePage } from './ConsolePage';
import { Caching } from './Caching';

/** `#/configuration/caching`. */
export default function CachingPage() {
  return (
    <ConsolePage>
      <Caching />
    </ConsolePage>
  );
}
