import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `emailApproval`): English as its own small chunk, fetched beside the page's. */
export const emailApprovalStrings: NamespaceStrings = {
  namespace: 'emailApproval',
  english: () => import('../../i18n/en/emailApproval.json'),
};
