import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReassignWorkEntries, type WorkEntry } from '../../api/workflow-monitor';
import { useCore } from '../../core/react';
import { Dialog } from '../../ui/Dialog';

/** Reassigns an open work entry to another user (by DN); a refusal keeps the dialog and what was typed. */
export function ReassignDialog({ entry, onClose }: { entry: WorkEntry; onClose(): void }) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const reassign = useReassignWorkEntries();
  const [dn, setDn] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (dn.trim() === '') {
      setError(t('workflowMonitor.reassign.required'));
      return;
    }
    try {
      const result = await reassign.mutateAsync({ taskIds: [entry.id], approverDn: dn.trim(), comment });
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
        <label htmlFor={`${id}-dn`}>{t('workflowMonitor.reassign.to')}</label>
        <input
          id={`${id}-dn`}
          dir="ltr"
          value={dn}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? `${id}-error` : undefined}
          placeholder="cn=tmanager,ou=users,o=data"
          onChange={(e) => {
            setDn(e.target.value);
            setError(null);
          }}
        />
        {error !== null ? (
          <p id={`${id}-error`} className="idm-admin-error">
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
