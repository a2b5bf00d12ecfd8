import { useTranslation } from 'react-i18next';
import { ComponentLoader } from '../ComponentLoader';
import { Dialog } from '../Dialog';
import { defaultTeamMembersFetcher, type TeamMembersParams } from './defaults';
import { MembersPicker } from './MembersPicker';
import type { MembersFetcher, TeamMembersResult, TeamRef } from './types';
import { useMemberSelection } from './useMemberSelection';
import { useMembersPage } from './useMembersPage';

export interface TeamMembersDialogProps {
  /** Open while a team is set. OK and Cancel leave clearing it to the owner. */
  team: TeamRef | null;
  /** OK: the chosen members and the team. */
  onConfirm(result: TeamMembersResult): void;
  /** Cancel, the close button or Esc: the owner closes the dialog by clearing `team`. */
  onCancel(): void;
  /** Defaults to `fetchTeamMembers` of src/api/lookups. */
  fetchMembers?: MembersFetcher<TeamMembersParams>;
  pageSize?: number;
}

/** 'Select Specific Users from {team}': the group dialog without 'Assign Role to Group', with a loader. */
export function TeamMembersDialog(props: TeamMembersDialogProps) {
  return props.team ? <OpenTeamMembersDialog key={props.team.dn} {...props} team={props.team} /> : null;
}

function OpenTeamMembersDialog({ team, onConfirm, onCancel, fetchMembers, pageSize }: TeamMembersDialogProps & { team: TeamRef }) {
  const { t } = useTranslation();
  const members = useMembersPage({
    kind: 'teamMembers',
    fetcher: fetchMembers ?? defaultTeamMembersFetcher,
    toParams: (query): TeamMembersParams => ({ teamDn: team.dn, ...query }),
    pageSize,
  });
  const selection = useMemberSelection(members.rows);

  return (
    <Dialog
      open
      heading={t('ui.members.teamHeading', { defaultValue: 'Select Specific Users from {{name}}', name: team.name })}
      onClose={onCancel}
      className="idm-members-dialog"
      footer={
        <>
          <button
            type="button"
            className="idm-button"
            disabled={selection.members.length === 0}
            onClick={() => onConfirm({ team, members: selection.members })}
          >
            {t('ui.members.ok', 'OK')}
          </button>
          <button type="button" className="idm-button secondary" onClick={onCancel}>
            {t('ui.members.cancel', 'Cancel')}
          </button>
        </>
      }
    >
      <p className="idm-members-description">
        {t('ui.members.teamDescription', 'Select the users of this team to assign individually.')}
      </p>
      {members.loading ? <ComponentLoader label={t('ui.members.loading', 'Loading members...')} /> : null}
      <MembersPicker
        members={members}
        caption={t('ui.members.teamTable', { defaultValue: 'Members of {{name}}', name: team.name })}
        selected={selection.selectedDns}
        onSelectionChange={selection.setSelectedDns}
      />
    </Dialog>
  );
}
