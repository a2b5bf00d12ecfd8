import { useTranslation } from 'react-i18next';
import { Dialog } from '../Dialog';

export interface UnsavedChangesDialogProps {
  open: boolean;
  /** Stay on the page, the form as typed (also Esc and ×). */
  onStay(): void;
  /** Leave, dropping what was typed. */
  onLeave(): void;
}

/** Asked before leaving a page whose form has changes not saved yet. */
export function UnsavedChangesDialog({ open, onStay, onLeave }: UnsavedChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      heading={t('ui.form.unsavedHeading')}
      onClose={onStay}
      initialFocus=".idm-dialog-footer .idm-button"
      footer={
        <>
          <button type="button" className="idm-button" onClick={onStay}>
            {t('ui.form.stay')}
          </button>
          <button type="button" className="idm-button danger" onClick={onLeave}>
            {t('ui.form.leave')}
          </button>
        </>
      }
    >
      <p>{t('ui.form.unsavedText')}</p>
    </Dialog>
  );
}
