import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCoreStore } from '../../core/react';
import { Dialog } from '../Dialog';
import { defaultGroupMembersFetcher, type GroupMembersParams } from './defaults';
import { MembersPicker } from './MembersPicker';
import type { GroupMembersResult, GroupRef, MembersFetcher } from './types';
import { useMemberSelection } from './useMemberSelection';
import { useMembersPage } from './useMembersPage';

export interface GroupMembersDialogProps {
  /** Open while a group is set. OK and Cancel leave clearing it to the owner. */
  group: GroupRef | null;
  /** OK: the chosen members and the group, or only the group with `assignToGroup`. */
  onConfirm(result: GroupMembersResult): void;
  /** Cancel, the close button or Esc: the owner closes the dialog by clearing `group`. */
  onCancel(): void;
  /** Defaults to `fetchGroupMembers` (POST access/groups/members). */
  fetchMembers?: MembersFetcher<GroupMembersParams>;
  pageSize?: number;
}

/**
 * 'Select Specific Users from {group}': pick members of a group, or (role administrators only)
 * 'Assign Role to Group', which turns the member checkboxes off and makes OK assign the group itself.
 */
export function GroupMembersDialog(props: GroupMembersDialogProps) {
  // Keyed by group, so that a closed or different group starts with a clean search and selection.
  return props.group ? <OpenGroupMembersDialog key={props.group.dn} {...props} group={props.group} /> : null;
}

function OpenGroupMembersDialog({ group, onConfirm, onCancel, fetchMembers, pageSize }: GroupMembersDialogProps & { group: GroupRef }) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const isRoleAdmin = useCoreStore('$rights')?.isRoleAdmin === true;
  const [assignToGroup, setAssignToGroup] = useState(false);
  const wholeGroup = isRoleAdmin && assignToGroup;
  const members = useMembersPage({
    kind: 'groupMembers',
    fetcher: fetchMembers ?? defaultGroupMembersFetcher,
    toParams: (query): GroupMembersParams => ({ groupDn: group.dn, ...query }),
    pageSize,
  });
  const selection = useMemberSelection(members.rows);

  const confirm = () =>
    onConfirm(wholeGroup ? { group, members: [], assignToGroup: true } : { group, members: selection.members, assignToGroup: false });

  return (
    <Dialog
      open
      heading={t('ui.members.groupHeading', { defaultValue: 'Select Specific Users from {{name}}', name: group.name })}
      onClose={onCancel}
      className="idm-members-dialog"
      footer={
        <>
          <button type="button" className="idm-button" disabled={!wholeGroup && selection.members.length === 0} onClick={confirm}>
            {t('ui.members.ok', 'OK')}
          </button>
          <button type="button" className="idm-button secondary" onClick={onCancel}>
            {t('ui.members.cancel', 'Cancel')}
          </button>
        </>
      }
    >
      {isRoleAdmin ? (
        <label className="idm-members-assign-group">
          <input
            type="checkbox"
            checked={assignToGroup}
            aria-describedby={descriptionId}
            onChange={(event) => setAssignToGroup(event.currentTarget.checked)}
          />
          {t('ui.members.assignToGroup', 'Assign Role to Group')}
        </label>
      ) : null}
      <p id={descriptionId} className="idm-members-description">
        {isRoleAdmin
          ? t(
              'ui.members.groupDescriptionAdmin',
              'Select the users of this group to assign individually, or check Assign Role to Group to assign the group itself.',
            )
          : t('ui.members.groupDescription', 'Select the users of this group to assign individually.')}
      </p>
      <MembersPicker
        members={members}
        caption={t('ui.members.groupTable', { defaultValue: 'Members of {{name}}', name: group.name })}
        selected={selection.selectedDns}
        onSelectionChange={selection.setSelectedDns}
        selectionDisabled={wholeGroup}
      />
    </Dialog>
  );
}
