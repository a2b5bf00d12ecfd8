import { DEFAULT_EMAIL_APPROVAL, type EmailApprovalSettings } from '../../../src/domain/email-approval.js';
import type { SettingsRepository } from '../db/settings.js';

/** The stored settings: what the form edits, and the secrets (write-only: never answered). */
export interface StoredEmailApproval extends EmailApprovalSettings {
  password: string;
  proxyUser: string;
  proxyPassword: string;
}

export const EMAIL_APPROVAL_KEY = 'emailApproval';

export const DEFAULT_STORED_EMAIL_APPROVAL: StoredEmailApproval = {
  ...DEFAULT_EMAIL_APPROVAL,
  password: '',
  proxyUser: '',
  proxyPassword: '',
};

export function readEmailApproval(settings: SettingsRepository): StoredEmailApproval {
  return { ...DEFAULT_STORED_EMAIL_APPROVAL, ...settings.get<Partial<StoredEmailApproval>>(EMAIL_APPROVAL_KEY, {}) };
}
