import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { safeHref } from '../../domain/safe-url';
import { Dialog } from '../../ui/Dialog';

/** The self-service password page full screen (PasswordChangeFrame opens it for a 498); Done closes it. */
export function PasswordChangeDialog({ url, onClose }: { url: string; onClose(): void }) {
  const { t } = useTranslation();
  const done = useRef<HTMLButtonElement>(null);
  const src = safeHref(url);
  return (
    <Dialog
      open
      heading={t('session.changePassword')}
      onClose={onClose}
      className="password-change-dialog"
      initialFocus={done}
      footer={
        <button ref={done} type="button" className="idm-button" onClick={onClose}>
          {t('common.done')}
        </button>
      }
    >
      {src ? (
        <iframe className="password-change-frame" src={src} title={t('session.changePasswordFrame')} />
      ) : (
        <p className="idm-alert danger" role="alert">
          {t('session.changePasswordUnavailable')}
        </p>
      )}
    </Dialog>
  );
}
