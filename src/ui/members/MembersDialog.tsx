import { useLoadedUserRights } from '../../api/rights';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../core/react';
import { ComponentLoader } from '../ComponentLoader';
import { WithStrings } from '../WithStrings';
import { Dialog } from '../Dialog';
import {
  defaultGroupMembersFetcher,
  defaultTeamMembersFetcher,
  type GroupMembersParams,
  type TeamMembersParams,
} from './defaults';
import { MembersPicker } from './MembersPicker';
import { MEMBERS_STRINGS } from './strings';
import type {
  GroupMembersResult,
  GroupRef,
  MemberUser,
  MembersFetcher,
  MembersPageQuery,
  TeamMembersResult,
  TeamRef,
} from './types';
import { useMemberSelection } from './useMemberSelection';
import { useMembersPage } from './useMembersPage';
import { useStylesIn } from '../area/use-area-styles';
import membersStyles from './members.css?inline';

/** The texts of one members dialog (already translated). */
export interface MembersDialogTexts {
  heading: string;
  description: string;
  /** Names the members table. */
  caption: string;
}

export interface MembersDialogProps<P> {
  /** The group or team whose members are listed; the dialog is open while it is set. */
  owner: { dn: string; name: string } | null;
  kind: 'groupMembers' | 'teamMembers';
  fetchMembers: MembersFetcher<P>;
  /** The fetcher's parameters for a page of `ownerDn`'s members. */
  toParams(ownerDn: string, query: MembersPageQuery): P;
  texts: MembersDialogTexts;
  /**
   * The 'Assign Role to Group' slot: when set, a check box that turns the member checkboxes off and
   * makes OK give the whole group; `description` replaces the plain description.
   */
  assignToGroup?: { description: string };
  /** 'Loading members...' while a page is fetched (the team dialog). */
  loadingIndicator?: boolean;
  /** OK: the chosen members, or none with `assignToGroup` true. */
  onConfirm(result: { members: MemberUser[]; assignToGroup: boolean }): void;
  /** Cancel, the close button or Esc: the owner closes the dialog by clearing `owner`. */
  onCancel(): void;
  pageSize?: number;
}

/**
 * 'Select Specific Users from {name}': search, a paged table of members with select-all and sort by
 * name, OK and Cancel; optionally 'Assign Role to Group'. Keyed by the owner, so that a closed or other
 * group or team starts with a clean search and selection. Its texts are the `members` namespace: shown
 * inside `<WithStrings strings={MEMBERS_STRINGS}>`, as the group and team dialogs do.
 */
export function MembersDialog<P>(props: MembersDialogProps<P>) {
  return props.owner ? <OpenMembersDialog key={props.owner.dn} {...props} owner={props.owner} /> : null;
}

function OpenMembersDialog<P>(props: MembersDialogProps<P> & { owner: { dn: string; name: string } }) {
  const { owner, texts, assignToGroup, toParams, onConfirm, onCancel } = props;
  const { t } = useTranslation();
  const descriptionId = useId();
  // The dialogs' rules come with their code, adopted before the dialog paints.
  const description = useRef<HTMLParagraphElement>(null);
  useStylesIn(description, membersStyles);
  const [wholeGroup, setWholeGroup] = useState(false);
  const assigning = assignToGroup !== undefined && wholeGroup;
  const members = useMembersPage({
    kind: props.kind,
    fetcher: props.fetchMembers,
    toParams: (query) => toParams(owner.dn, query),
    pageSize: props.pageSize,
  });
  const selection = useMemberSelection(members.rows);
  const confirm = () =>
    onConfirm(assigning ? { members: [], assignToGroup: true } : { members: selection.members, assignToGroup: false });

  return (
    <Dialog
      open
      heading={texts.heading}
      onClose={onCancel}
      className="idm-members-dialog"
      footer={
        <>
          <button
            type="button"
            className="idm-button"
            disabled={!assigning && selection.members.length === 0}
            onClick={confirm}
          >
            {t('members.ok')}
          </button>
          <button type="button" className="idm-button secondary" onClick={onCancel}>
            {t('members.cancel')}
          </button>
        </>
      }
    >
      {assignToGroup ? (
        <label className="idm-members-assign-group">
          <input
            type="checkbox"
            checked={wholeGroup}
            aria-describedby={descriptionId}
            onChange={(event) => setWholeGroup(event.currentTarget.checked)}
          />
          {t('members.assignToGroup')}
        </label>
      ) : null}
      <p ref={description} id={descriptionId} className="idm-members-description">
        {assignToGroup ? assignToGroup.description : texts.description}
      </p>
      {props.loadingIndicator && members.loading ? <ComponentLoader label={t('members.loading')} /> : null}
      <MembersPicker
        members={members}
        caption={texts.caption}
        selected={selection.selectedDns}
        onSelectionChange={selection.setSelectedDns}
        selectionDisabled={assigning}
      />
    </Dialog>
  );
}

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
  /**
   * Offer 'Assign Role to Group'. Defaults to the signed-in user's `isRoleAdmin` right; a host that
   * knows better (request on behalf in proxy mode: the acting user's robInit) passes its own.
   */
  canAssignToGroup?: boolean;
}

const groupParams = (groupDn: string, query: MembersPageQuery): GroupMembersParams => ({ groupDn, ...query });
const teamParams = (teamDn: string, query: MembersPageQuery): TeamMembersParams => ({ teamDn, ...query });

/** 'Select Specific Users from {group}': members of a group, or (role administrators) the group itself. */
export function GroupMembersDialog(props: GroupMembersDialogProps) {
  return (
    <WithStrings strings={MEMBERS_STRINGS}>
      <GroupMembersView {...props} />
    </WithStrings>
  );
}

function GroupMembersView({
  group,
  onConfirm,
  onCancel,
  fetchMembers,
  pageSize,
  canAssignToGroup,
}: GroupMembersDialogProps) {
  const { t } = useTranslation();
  const isRoleAdmin = useLoadedUserRights()?.isRoleAdmin === true;
  const name = group?.name ?? '';
  return (
    <MembersDialog
      owner={group}
      kind="groupMembers"
      fetchMembers={fetchMembers ?? defaultGroupMembersFetcher}
      toParams={groupParams}
      pageSize={pageSize}
      texts={{
        heading: t('members.groupHeading', { name }),
        description: t('members.groupDescription'),
        caption: t('members.groupTable', { name }),
      }}
      assignToGroup={
        (canAssignToGroup ?? isRoleAdmin)
          ? {
              description: t('members.groupDescriptionAdmin'),
            }
          : undefined
      }
      onConfirm={(result) => group && onConfirm({ group, ...result })}
      onCancel={onCancel}
    />
  );
}

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
  return (
    <WithStrings strings={MEMBERS_STRINGS}>
      <TeamMembersView {...props} />
    </WithStrings>
  );
}

function TeamMembersView({ team, onConfirm, onCancel, fetchMembers, pageSize }: TeamMembersDialogProps) {
  const { t } = useTranslation();
  const name = team?.name ?? '';
  return (
    <MembersDialog
      owner={team}
      kind="teamMembers"
      fetchMembers={fetchMembers ?? defaultTeamMembersFetcher}
      toParams={teamParams}
      pageSize={pageSize}
      loadingIndicator
      texts={{
        heading: t('members.teamHeading', { name }),
        description: t('members.teamDescription'),
        caption: t('members.teamTable', { name }),
      }}
      onConfirm={(result) => team && onConfirm({ team, members: result.members })}
      onCancel={onCancel}
    />
  );
}
