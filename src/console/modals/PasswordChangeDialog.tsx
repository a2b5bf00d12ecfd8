import { useTranslation } from '../../core/react';
import { safeHref } from '../../domain/safe-url';
import { OneButtonDialog } from './OneButtonDialog';

/** The self-service password page full screen (PasswordChangeFrame opens it for a 498); Done closes it. */
export function PasswordChangeDialog({ url, onClose }: { url: string; onClose(): void }) {
  const { t } = useTranslation();
  const src = safeHref(url);
  return (
    <OneButtonDialog
      heading={t('frame.session.changePassword')}
      className="password-change-dialog"
      buttonLabel={t('frame.done')}
      onClose={onClose}
    >
      {src ? (
        <iframe className="password-change-frame" src={src} title={t('frame.session.changePasswordFrame')} />
      ) : (
        <p className="idm-alert danger" role="alert">
          {t('frame.session.changePasswordUnavailable')}
        </p>
      )}
    </OneButtonDialog>
  );
}
