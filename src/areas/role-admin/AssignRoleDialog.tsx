import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignRole } from '../../api/catalog-admin';
import { Dialog } from '../../ui/Dialog';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import type { PickerItem } from '../../domain/picker-item';

export interface AssignRoleDialogProps {
  roleDn: string;
  roleName: string;
  onClose(): void;
}

/** '2026-12-01' (a date field) → epoch ms at local midnight; '' → null. */
const dateValue = (text: string): number | null => {
  if (text === '') return null;
  const time = new Date(`${text}T00:00:00`).getTime();
  return Number.isFinite(time) ? time : null;
};

/**
 * Assigns a role to users and groups and to a container (each from the picker; the container from the
 * directory's tree, with or without its subtree),
 * from an effective date until an expiry date, with a reason. The approval engine runs when the role
 * requires approval. A failed assignment keeps the dialog as it was.
 */
export function AssignRoleDialog({ roleDn, roleName, onClose }: AssignRoleDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const assign = useAssignRole();
  const [recipients, setRecipients] = useState<PickerItem[]>([]);
  const [containers, setContainers] = useState<PickerItem[]>([]);
  const [subtree, setSubtree] = useState(false);
  const [effective, setEffective] = useState('');
  const [expiry, setExpiry] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);

  const effectiveDate = dateValue(effective);
  const expiryDate = dateValue(expiry);
  const container = containers[0]?.dn ?? '';
  const noRecipient = recipients.length === 0 && container === '';
  const badDates = effectiveDate !== null && expiryDate !== null && expiryDate <= effectiveDate;
  const noReason = reason.trim() === '';

  const submit = async () => {
    setTried(true);
    if (noRecipient || badDates || noReason) return;
    try {
      await assign.mutateAsync({
        roleDn,
        recipients: [
          ...recipients.map((item) => ({
            dn: item.dn ?? item.id ?? '',
            type: item.itemType === 'group' ? ('group' as const) : ('user' as const),
          })),
          ...(container === '' ? [] : [{ dn: container, type: 'container' as const, subtree }]),
        ],
        effectiveDate,
        expiryDate,
        reason: reason.trim(),
      });
      onClose();
    } catch {
      // The banner says why; what was typed stays.
    }
  };

  return (
    <Dialog
      open
      heading={t('roleAdmin.assignHeading', { name: roleName })}
      onClose={() => (assign.isPending ? undefined : onClose())}
      footer={
        <>
          <button type="button" className="idm-button" disabled={assign.isPending} onClick={() => void submit()}>
            {t('roleAdmin.assign')}
          </button>
          <button type="button" className="idm-button secondary" onClick={onClose}>
            {t('roleAdmin.cancel')}
          </button>
        </>
      }
    >
      <div className="idm-admin-form">
        <Picker
          label={t('roleAdmin.assignTo')}
          tabs={['users', 'groups']}
          mode="multi"
          value={recipients}
          onChange={setRecipients}
        />
        <Picker
          label={t('roleAdmin.assignContainer')}
          tabs={[{ id: 'containers', containerType: 'user' }]}
          mode="single"
          value={containers}
          onChange={setContainers}
        />
        <label className="idm-check" htmlFor={`${id}-subtree`}>
          <input
            id={`${id}-subtree`}
            type="checkbox"
            checked={subtree}
            disabled={container === ''}
            onChange={(e) => setSubtree(e.target.checked)}
          />
          {t('roleAdmin.subtree')}
        </label>
        {tried && noRecipient ? (
          <p className="idm-admin-error" role="alert">
            {t('roleAdmin.recipientRequired')}
          </p>
        ) : null}
        <div className="idm-admin-field">
          <label htmlFor={`${id}-effective`}>{t('roleAdmin.effectiveDate')}</label>
          <input id={`${id}-effective`} type="date" value={effective} onChange={(e) => setEffective(e.target.value)} />
        </div>
        <div className="idm-admin-field">
          <label htmlFor={`${id}-expiry`}>{t('roleAdmin.expiryDate')}</label>
          <input
            id={`${id}-expiry`}
            type="date"
            value={expiry}
            aria-invalid={tried && badDates}
            onChange={(e) => setExpiry(e.target.value)}
          />
          {tried && badDates ? <p className="idm-admin-error">{t('roleAdmin.expiryBeforeEffective')}</p> : null}
        </div>
        <div className="idm-admin-field">
          <label htmlFor={`${id}-reason`}>{t('roleAdmin.reason')}</label>
          <textarea
            id={`${id}-reason`}
            dir="auto"
            value={reason}
            aria-invalid={tried && noReason}
            onChange={(e) => setReason(e.target.value)}
          />
          {tried && noReason ? <p className="idm-admin-error">{t('roleAdmin.required')}</p> : null}
        </div>
      </div>
    </Dialog>
  );
}
