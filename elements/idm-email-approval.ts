import { createElement, useCallback } from 'react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import emailApprovalEnglish from '../src/i18n/en/emailApproval.json';
import { EmailApprovalSettingsView, emailApprovalStyles } from '../src/areas/email-approval';
import { CORE_VERSION } from '../src/core/version';
import { WhenSignedIn } from '../src/ui/area';
import { FeedbackBanner } from '../src/ui/banner/FeedbackBanner';
import { sharedStyles } from '../src/ui/styles/shared-styles';
import { useTranslation } from '../src/core/react';

export type IdmEmailApprovalProps = IdmHostProps;

export interface IdmEmailApprovalSavedDetail {
  enabled: boolean;
}

function EmailApprovalElement({ host }: IdmEmailApprovalProps) {
  const { t } = useTranslation();
  const onSaved = useCallback(
    (detail: IdmEmailApprovalSavedDetail) =>
      void emitIdmEvent<IdmEmailApprovalSavedDetail>(host, 'idm-email-approval-saved', detail),
    [host],
  );
  return createElement(
    WhenSignedIn,
    { loadingLabel: t('emailApproval.loading') },
    createElement(
      'div',
      { className: 'email-approval-area', part: 'root' },
      createElement(FeedbackBanner),
      createElement(EmailApprovalSettingsView, { onSaved }),
    ),
  );
}

/**
 * `<idm-email-approval>`: e-mail based approval settings (administrators) — enable, server type, host, port,
 * SSL, folder, polling interval, mailbox account and write-only password, approve and deny phrases per
 * language, reply address, token expiration, clean-up days, success and failure templates, SOCKS proxy,
 * SMTP TLS — checked beside each field, and the e-mail templates.
 *
 * Attributes: none. Properties: none.
 *
 * Events (bubbling, composed):
 * - `idm-email-approval-saved` — `{ enabled }` after the server took the settings.
 *
 * Parts: `root`, `banner`, `email-approval`, `email-approval-form`, `error`.
 */
export const IdmEmailApprovalElement = defineIdmElement('idm-email-approval', EmailApprovalElement, {
  attributes: {},
  styles: [...sharedStyles, emailApprovalStyles],
  wrap: elementRootWith([{ namespace: 'emailApproval', english: emailApprovalEnglish }]),
  version: CORE_VERSION,
});
