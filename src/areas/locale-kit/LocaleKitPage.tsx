import { ConsolePage } from './ConsolePage';
import { LocaleKitView } from './LocaleKit';

/** `#/localekit` (administrators). */
export default function LocaleKitPage() {
  return (
    <ConsolePage>
      <LocaleKitView />
    </ConsolePage>
  );
}
