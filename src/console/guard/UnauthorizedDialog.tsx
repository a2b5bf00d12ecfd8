import { useTranslation } from '../../core/react';
import { OneButtonDialog } from '../modals/OneButtonDialog';

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
  return (
    <OneButtonDialog
      heading={t('guard.title')}
      className="unauthorized-dialog"
      buttonLabel={t('common.close')}
      onClose={onClose}
    >
      <p>{t('guard.unauthorized', { pageName })}</p>
      <p>{t('guard.redirect', { pageName: targetName })}</p>
    </OneButtonDialog>
  );
}
