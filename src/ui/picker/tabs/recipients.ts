import type { ListTabDefinition } from './tab-definition';
import { searchIn } from './tab-texts';

/** SoD recipients of the picker's team, filtered here (case-insensitive on name, '*' for all). */
export const recipientsTab: ListTabDefinition = {
  kind: 'list',
  id: 'recipients',
  itemType: 'sodRecipient',
  wholeList: true,
  label: (t) => t('picker.tabs.recipients'),
  placeholder: (t, label) => searchIn(t, label),
  failedMessage: (t) => t('picker.failed.recipients'),
  defaultSource: (core) => async (query, signal) => {
    if (!query.teamDn) return [];
    const calls = await import('../../../api/lookups/recipients');
    const recipients = calls.filterRecipients(
      await calls.fetchTeamRecipients(core, { teamDn: query.teamDn }, signal),
      query.q,
    );
    return recipients.map((recipient) => ({
      itemType: 'sodRecipient',
      recipientdn: recipient.dn,
      recipientname: recipient.name,
      type: recipient.type,
      isGroupAssignment: recipient.isGroupAssignment,
    }));
  },
};
