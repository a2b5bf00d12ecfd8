import { useTranslation } from 'react-i18next';
import { ChoiceDialog } from './ChoiceDialog';

export interface UnsavedChangesDialogProps {
  /** Stay on the page, the form as typed (also Esc and ×). */
  onStay(): void;
  /** Leave, dropping what was typed. */
  onLeave(): void;
}

/** Asked before leaving a page whose form has changes not saved yet (shown while the leave waits). */
export function UnsavedChangesDialog({ onStay, onLeave }: UnsavedChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <ChoiceDialog
      heading={t('ui.form.unsavedHeading')}
      keep={{ label: t('ui.form.stay'), onChoose: onStay }}
      other={{ label: t('ui.form.leave'), onChoose: onLeave, tone: 'danger' }}
    >
      <p>{t('ui.form.unsavedText')}</p>
    </ChoiceDialog>
  );
}
