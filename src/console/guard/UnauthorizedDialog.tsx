import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';

export interface UnauthorizedDialogProps {
  /** The page the user may not open. */
  pageName: string;
  /** The page Close goes to. */
  targetName: string;
  onClose(): void;
}

/** 'Unauthorized access to [[pageName]] page' / 'Close will redirect to [[pageName]] page'. */
export function UnauthorizedDialog({ pageName, targetName, onClose }: UnauthorizedDialogProps) {
  const { t } = useTranslation();
  const close = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      heading={t('guard.title')}
      onClose={onClose}
      className="unauthorized-dialog"
      initialFocus={close}
      footer={
        <button ref={close} type="button" className="idm-button" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <p>{t('guard.unauthorized', { pageName })}</p>
      <p>{t('guard.redirect', { pageName: targetName })}</p>
    </Dialog>
  );
}
