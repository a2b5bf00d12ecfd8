import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickerItem } from '../../domain/picker-item';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { ActionDialog } from './ActionDialog';

export interface ReassignDialogProps {
  /** The current addressee, who cannot be picked. */
  excludedDns?: readonly string[];
  pending?: boolean;
  onConfirm(approverDn: string, comment: string): void;
  onClose(): void;
}

/** Reassign: one user from the picker's Users tab, and a comment. */
export function ReassignDialog({ excludedDns = [], pending, onConfirm, onClose }: ReassignDialogProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<PickerItem[]>([]);
  const approverDn = picked[0]?.dn ?? '';
  return (
    <ActionDialog
      heading={t('taskViews.reassign.heading')}
      confirmLabel={t('taskViews.reassign.confirm')}
      confirmDisabled={approverDn === ''}
      pending={pending}
      onConfirm={(comment) => onConfirm(approverDn, comment)}
      onClose={onClose}
    >
      <div className="task-reassign-picker">
        <Picker
          label={t('taskViews.reassign.user')}
          tabs={['users']}
          mode="single"
          value={picked}
          onChange={setPicked}
          excluded={excludedDns}
          required
        />
      </div>
    </ActionDialog>
  );
}
