import { useId, useState } from 'react';
import { useTranslation } from '../../core/react';
import { useAssignRole } from '../../api/catalog-admin';
import type { GroupDetails } from '../../api/group-admin';
import type { PickerItem } from '../../domain/picker-item';
import { FormAlert } from '../../ui/area/FormAlert';
import { Dialog } from '../../ui/Dialog';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';

export interface AssignGroupRoleDialogProps {
  group: GroupDetails;
  /** `assigned`: the assignment was sent (its provisioning follows). */
  onClose(assigned: boolean): void;
}

/**
 * Assigns roles to the group (POST catalog/roles/role/assignments/assign, type group) with a reason; a role
 * that needs approval goes through it first. A failed assignment keeps the dialog as it was.
 */
export function AssignGroupRoleDialog({ group, onClose }: AssignGroupRoleDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const assign = useAssignRole();
  const [roles, setRoles] = useState<PickerItem[]>([]);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const noRole = roles.length === 0;
  const noReason = reason.trim() === '';

  const submit = async () => {
    setTried(true);
    if (noRole || noReason) return;
    try {
      for (const role of roles)
        await assign.mutateAsync({
          roleDn: role.dn ?? role.id ?? '',
          recipients: [{ dn: group.dn, type: 'group' }],
          effectiveDate: null,
          expiryDate: null,
          reason: reason.trim(),
        });
      onClose(true);
    } catch {
      // The banner says why; what was chosen and typed stays.
    }
  };

  return (
    <Dialog
      open
      heading={t('groupEditor.assignHeading', { name: group.name })}
      onClose={() => (assign.isPending ? undefined : onClose(false))}
      footer={
        <>
          <button type="button" className="idm-button" disabled={assign.isPending} onClick={() => void submit()}>
            {t('groupEditor.assign')}
          </button>
          <button type="button" className="idm-button secondary" onClick={() => onClose(false)}>
            {t('groupAdmin.cancel')}
          </button>
        </>
      }
    >
      <div className="idm-admin-form">
        <Picker
          label={t('groupEditor.rolesToAssign')}
          tabs={['roles']}
          mode="multi"
          value={roles}
          onChange={setRoles}
          required
          errorText={t('groupEditor.required')}
        />
        <FormAlert when={tried && noRole}>{t('groupEditor.roleRequired')}</FormAlert>
        <div className="idm-admin-field">
          <label htmlFor={`${id}-reason`}>{t('groupEditor.reason')}</label>
          <textarea
            id={`${id}-reason`}
            dir="auto"
            value={reason}
            aria-invalid={tried && noReason}
            aria-describedby={tried && noReason ? `${id}-reason-error` : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          {tried && noReason ? (
            <p id={`${id}-reason-error`} className="idm-admin-error">
              {t('groupEditor.required')}
            </p>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
