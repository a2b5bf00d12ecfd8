import { useId, useState } from 'react';
import { useReassignWorkEntries, type WorkEntry } from '../../api/workflow-monitor';
import { useCore, useTranslation } from '../../core/react';
import type { PickerItem } from '../../domain/picker-item';
import { Dialog } from '../../ui/Dialog';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';

/** Reassigns an open work entry to another user, picked from the user picker; a refusal keeps the dialog and the choice. */
export function ReassignDialog({ entry, onClose }: { entry: WorkEntry; onClose(): void }) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const reassign = useReassignWorkEntries();
  const [picked, setPicked] = useState<PickerItem[]>([]);
  const dn = picked[0]?.dn ?? '';
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (dn === '') {
      setError(t('workflowMonitor.reassign.required'));
      return;
    }
    try {
      const result = await reassign.mutateAsync({ taskIds: [entry.id], approverDn: dn, comment });
      if (!result.success) {
        setError(result.reasons.join(' ') || t('workflowMonitor.reassign.failed'));
        return;
      }
      core.feedback.show('success', t('workflowMonitor.reassign.done'));
      onClose();
    } catch {
      setError(t('workflowMonitor.reassign.failed'));
    }
  };
  return (
    <Dialog
      open
      heading={t('workflowMonitor.reassign.heading', { activity: entry.activityName })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="idm-button" disabled={reassign.isPending} onClick={() => void submit()}>
            {t('workflowMonitor.entry.reassign')}
          </button>
          <button type="button" className="idm-button secondary" onClick={onClose}>
            {t('workflowMonitor.cancel')}
          </button>
        </>
      }
    >
      <p>{t('workflowMonitor.reassign.current', { name: entry.ownerName })}</p>
      <div className="idm-admin-field">
        <Picker
          label={t('workflowMonitor.reassign.to')}
          tabs={['users']}
          mode="single"
          value={picked}
          onChange={(items) => {
            setPicked(items);
            setError(null);
          }}
          excluded={entry.owner === '' ? [] : [entry.owner]}
          required
        />
        {error !== null ? (
          <p id={`${id}-error`} className="idm-admin-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="idm-admin-field">
        <label htmlFor={`${id}-comment`}>{t('workflowMonitor.comment')}</label>
        <textarea id={`${id}-comment`} dir="auto" value={comment} onChange={(e) => setComment(e.target.value)} />
      </div>
    </Dialog>
  );
}
