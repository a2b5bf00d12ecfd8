import { useTranslation } from '../../core/react';
import { WithStrings } from '../WithStrings';
import { ChoiceDialog } from './ChoiceDialog';
import { FORM_DIALOG_STRINGS } from './dialog-strings';

export interface UnsavedChangesDialogProps {
  /** Stay on the page, the form as typed (also Esc and ×). */
  onStay(): void;
  /** Leave, dropping what was typed. */
  onLeave(): void;
}

/** Asked before leaving a page whose form has changes not saved yet (shown while the leave waits). */
export function UnsavedChangesDialog(props: UnsavedChangesDialogProps) {
  return (
    <WithStrings strings={FORM_DIALOG_STRINGS}>
      <UnsavedChangesQuestion {...props} />
    </WithStrings>
  );
}

function UnsavedChangesQuestion({ onStay, onLeave }: UnsavedChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <ChoiceDialog
      heading={t('formDialogs.unsavedHeading')}
      keep={{ label: t('formDialogs.stay'), onChoose: onStay }}
      other={{ label: t('formDialogs.leave'), onChoose: onLeave, tone: 'danger' }}
    >
      <p>{t('formDialogs.unsavedText')}</p>
    </ChoiceDialog>
  );
}
