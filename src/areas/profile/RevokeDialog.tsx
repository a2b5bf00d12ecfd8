import { useId, useState } from 'react';
import { useTranslation } from '../../core/react';
import { Dialog } from '../../ui/Dialog';
import type { Assignment } from '../../api/access';

export interface RevokeDialogProps {
  assignment: Assignment | null;
  busy: boolean;
  onConfirm(reason: string): void;
  onClose(): void;
}

/** 'Request removal' confirmation, with an optional reason for the approvers. */
export function RevokeDialog({ assignment, busy, onConfirm, onClose }: RevokeDialogProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Dialog
      open={assignment !== null}
      heading={t('profile.revoke.heading')}
      onClose={close}
      footer={
        <>
          <button type="button" className="idm-button" disabled={busy} onClick={() => onConfirm(reason.trim())}>
            {busy ? t('profile.revoke.sending') : t('profile.revoke.confirm')}
          </button>
          <button type="button" className="idm-button secondary" disabled={busy} onClick={close}>
            {t('profile.revoke.cancel')}
          </button>
        </>
      }
    >
      {assignment ? (
        <div className="idm-profile-revoke">
          <p>{t('profile.revoke.question', { name: assignment.name })}</p>
          <label htmlFor={reasonId}>{t('profile.revoke.reason')}</label>
          <textarea
            id={reasonId}
            className="idm-profile-input"
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
