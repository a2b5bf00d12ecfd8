import { useId, useState } from 'react';
import { useTranslation } from '../../core/react';
import { useAdministersAllRoles, useAssignRole } from '../../api/catalog-admin';
import { AssignmentDialog } from '../../ui/area';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import type { PickerItem } from '../../domain/picker-item';

export interface AssignRoleDialogProps {
  roleDn: string;
  roleName: string;
  onClose(): void;
}

/**
 * Assigns a role to users and groups and to a container (each from the picker; the container from the
 * directory's tree, with or without its subtree),
 * from an effective date until an expiry date, with a reason. The approval engine runs when the role
 * requires approval. A failed assignment keeps the dialog as it was. A delegated administrator assigns to
 * users only (the server refuses groups and containers: they would reach people no approval guarded).
 */
export function AssignRoleDialog({ roleDn, roleName, onClose }: AssignRoleDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const assign = useAssignRole();
  const usersOnly = useAdministersAllRoles() === false;
  const [recipients, setRecipients] = useState<PickerItem[]>([]);
  const [containers, setContainers] = useState<PickerItem[]>([]);
  const [subtree, setSubtree] = useState(false);
  const container = containers[0]?.dn ?? '';
  const noRecipient = recipients.length === 0 && container === '';

  return (
    <AssignmentDialog
      heading={t('roleAdminEditor.assignHeading', { name: roleName })}
      labels={{
        assign: t('roleAdminEditor.assign'),
        cancel: t('roleAdmin.cancel'),
        effectiveDate: t('roleAdminEditor.effectiveDate'),
        expiryDate: t('roleAdminEditor.expiryDate'),
        expiryBeforeEffective: t('roleAdminEditor.expiryBeforeEffective'),
        reason: t('roleAdminEditor.reason'),
        required: t('roleAdminEditor.required'),
      }}
      pending={assign.isPending}
      complete={!noRecipient}
      assign={(terms) =>
        assign.mutateAsync({
          roleDn,
          recipients: [
            ...recipients.map((item) => ({
              dn: item.dn ?? item.id ?? '',
              type: item.itemType === 'group' ? ('group' as const) : ('user' as const),
            })),
            ...(container === '' ? [] : [{ dn: container, type: 'container' as const, subtree }]),
          ],
          ...terms,
        })
      }
      onClose={onClose}
    >
      {(tried) => (
        <>
          <Picker
            label={usersOnly ? t('roleAdminEditor.assignToUsers') : t('roleAdminEditor.assignTo')}
            tabs={usersOnly ? ['users'] : ['users', 'groups']}
            mode="multi"
            value={recipients}
            onChange={setRecipients}
          />
          {usersOnly ? <p>{t('roleAdminEditor.usersOnly')}</p> : null}
          {usersOnly ? null : (
            <>
              <Picker
                label={t('roleAdminEditor.assignContainer')}
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
                {t('roleAdminEditor.subtree')}
              </label>
            </>
          )}
          {tried && noRecipient ? (
            <p className="idm-admin-error" role="alert">
              {t('roleAdminEditor.recipientRequired')}
            </p>
          ) : null}
        </>
      )}
    </AssignmentDialog>
  );
}
