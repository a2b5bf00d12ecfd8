import { ConsolePage } from './ConsolePage';
import { EmailApprovalSettingsView } from './EmailApprovalSettings';

/** `#/emailapproval` (administrators). */
export default function EmailApprovalPage() {
  return (
    <ConsolePage>
      <EmailApprovalSettingsView />
    </ConsolePage>
  );
}
