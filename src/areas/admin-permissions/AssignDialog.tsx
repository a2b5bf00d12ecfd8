import { useId, useState } from 'react';
import { useTranslation } from '../../core/react';
import { knownDomains, useCreateAdminAssignment } from '../../api/admin-assignments';
import {
  isPermissionDomain,
  type AdminDomainKey,
  type AdminTypeKey,
  type AssigneeType,
} from '../../domain/admin-assignments';
import type { PickerItem } from '../../domain/picker-item';
import { AssignmentDateFields, useAssignmentDates } from '../../ui/area/AssignmentDates';
import { Dialog } from '../../ui/Dialog';
import { useAreaStyles } from '../../ui/area';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { WithStrings } from '../../ui/WithStrings';
import { ASSIGN_ADMINISTRATOR_STRINGS } from './assign-strings';
import detailStyles from './permission-details.css?inline';
import { useAdminPermissionsNavigation } from './navigation';
import { useAssignmentKeys } from './assignment-queries';

export interface AssignDialogProps {
  onClose(): void;
}

/**
 * Makes a user or group (chosen with the picker) or a container (its DN) administrator of a domain, as
 * its domain administrator or a delegated one, with a comment and optional dates. A new delegated
 * administrator's permissions open next. A failed assignment keeps the dialog as it was. The domains offered are those the caller may assign (`adminDomains`).
 */
export function AssignDialog(props: AssignDialogProps) {
  return (
    <WithStrings strings={ASSIGN_ADMINISTRATOR_STRINGS}>
      <AssignForm {...props} />
    </WithStrings>
  );
}

/** The dialog with its texts in (namespace `assignAdministrator`); it brings the sheet of its admin types. */
function AssignForm({ onClose }: AssignDialogProps) {
  const { t } = useTranslation();
  const ref = useAreaStyles<HTMLDivElement>(detailStyles);
  const id = useId();
  const navigation = useAdminPermissionsNavigation();
  const create = useCreateAdminAssignment();
  const mine = knownDomains(useAssignmentKeys('adminDomains').data ?? []);
  const [assignee, setAssignee] = useState<PickerItem[]>([]);
  const [container, setContainer] = useState('');
  const [domain, setDomain] = useState<AdminDomainKey | ''>('');
  const [adminType, setAdminType] = useState<AdminTypeKey>('ADMIN');
  const [comment, setComment] = useState('');
  const dates = useAssignmentDates();
  const { effectiveDate, expiryDate, badDates } = dates;
  const [tried, setTried] = useState(false);

  const picked = assignee[0];
  const noAssignee = !picked && container.trim() === '';
  const twoAssignees = picked !== undefined && container.trim() !== '';
  const delegatedNotAllowed = adminType === 'MANAGER' && domain !== '' && !isPermissionDomain(domain);

  const submit = async () => {
    setTried(true);
    if (noAssignee || twoAssignees || domain === '' || badDates || delegatedNotAllowed) return;
    const assigneeType: AssigneeType = picked ? (picked.itemType === 'group' ? 'GROUP' : 'USER') : 'CONTAINER';
    const assigneeDn = picked ? (picked.dn ?? picked.id ?? '') : container.trim();
    try {
      await create.mutateAsync({
        assigneeDn,
        assigneeType,
        assigneeName: picked?.name ?? picked?.fullName ?? assigneeDn,
        domain,
        adminType,
        comment,
        effectiveDate,
        expirationDate: expiryDate,
      });
      navigation.changed?.({ action: 'assigned', dns: [assigneeDn], domain });
      onClose();
      if (adminType === 'MANAGER' && isPermissionDomain(domain))
        navigation.go({ page: 'permissions', assigneeDn, domain });
    } catch {
      // The banner says why; what was chosen stays.
    }
  };

  return (
    <Dialog
      open
      heading={t('assignAdministrator.assignHeading')}
      onClose={() => (create.isPending ? undefined : onClose())}
      initialFocus=".idm-admin-form input"
      footer={
        <>
          <button type="button" className="idm-button" disabled={create.isPending} onClick={() => void submit()}>
            {t('assignAdministrator.assignButton')}
          </button>
          <button type="button" className="idm-button secondary" onClick={onClose}>
            {t('adminAssignments.cancel')}
          </button>
        </>
      }
    >
      <div ref={ref} className="idm-admin-form" part="assign-form">
        <Picker
          label={t('assignAdministrator.assignee')}
          tabs={['users', 'groups']}
          mode="single"
          value={assignee}
          onChange={setAssignee}
        />
        <div className="idm-admin-field">
          <label htmlFor={`${id}-container`}>{t('assignAdministrator.container')}</label>
          <input
            id={`${id}-container`}
            dir="ltr"
            value={container}
            placeholder="ou=users,o=data"
            onChange={(e) => setContainer(e.target.value)}
          />
        </div>
        {tried && noAssignee ? (
          <p className="idm-admin-error" role="alert">
            {t('assignAdministrator.assigneeRequired')}
          </p>
        ) : null}
        {tried && twoAssignees ? (
          <p className="idm-admin-error" role="alert">
            {t('assignAdministrator.oneAssignee')}
          </p>
        ) : null}
        <div className="idm-admin-field">
          <label htmlFor={`${id}-domain`}>{t('adminAssignments.column.domain')}</label>
          <select
            id={`${id}-domain`}
            value={domain}
            aria-invalid={tried && domain === ''}
            onChange={(e) => setDomain(e.target.value as AdminDomainKey | '')}
          >
            <option value="">{t('assignAdministrator.chooseDomain')}</option>
            {mine.map((d) => (
              <option key={d} value={d}>
                {t(`adminAssignments.domainName.${d}`)}
              </option>
            ))}
          </select>
          {tried && domain === '' ? <p className="idm-admin-error">{t('assignAdministrator.required')}</p> : null}
        </div>
        <fieldset className="idm-admin-field admin-permissions-types">
          <legend>{t('adminAssignments.column.adminType')}</legend>
          {(['ADMIN', 'MANAGER'] as const).map((type) => (
            <label key={type}>
              <input
                type="radio"
                name={`${id}-type`}
                value={type}
                checked={adminType === type}
                onChange={() => setAdminType(type)}
              />
              {t(`adminAssignments.adminTypeName.${type}`)}
            </label>
          ))}
          <p className="admin-permissions-hint">{t(`assignAdministrator.adminTypeHint.${adminType}`)}</p>
          {tried && delegatedNotAllowed ? (
            <p className="idm-admin-error">{t('assignAdministrator.noDelegated')}</p>
          ) : null}
        </fieldset>
        <div className="idm-admin-field">
          <label htmlFor={`${id}-comment`}>{t('adminAssignments.column.comment')}</label>
          <textarea id={`${id}-comment`} dir="auto" value={comment} onChange={(e) => setComment(e.target.value)} />
        </div>
        <AssignmentDateFields
          id={id}
          dates={dates}
          tried={tried}
          labels={{
            effectiveDate: t('adminAssignments.column.effectiveDate'),
            expiryDate: t('adminAssignments.column.expirationDate'),
            expiryBeforeEffective: t('assignAdministrator.expiryBeforeEffective'),
          }}
        />
      </div>
    </Dialog>
  );
}
