import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { normalizeDn } from '../../domain/picker-item';
import type { GroupMembersResult, GroupRef } from '../../ui/members';
import { ComponentLoader } from '../../ui/ComponentLoader';
import type { PickerItem, PickerSources, PickerTabSpec } from '../../ui/picker';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { fetchRobUsers } from '../../api/access';
import { fetchGroups } from '../../api/lookups';
import type { IdmCore } from '../../core';
import { useCore, useTranslation } from '../../core/react';
import type { RequestMode } from './cart-store';
import type { OnBehalfRules, RequestRecipient } from './model';
import { TEAM_USER_PAGE_SIZE } from './queries';

/** A group's members to choose from: the dialog's code comes when it first opens. */
const GroupMembersDialog = lazy(() =>
  import('../../ui/members').then((module) => ({ default: module.GroupMembersDialog })),
);

export interface RecipientPickersProps {
  rules: OnBehalfRules;
  mode: RequestMode;
  recipients: readonly RequestRecipient[];
  teamDn: string;
  onModeChange(mode: RequestMode): void;
  onRecipientsChange(recipients: RequestRecipient[]): void;
  onTeamChange(teamDn: string): void;
  /** Show 'Required' under the picker (after a submit attempt). */
  showRequired: boolean;
}

/**
 * 'Request for' someone else (RecipientChooser shows it once chosen): other users, groups or the members
 * of a team the requester manages (team user search 5 a page). Choosing a group opens 'Select Specific
 * Users from {group}': its chosen members become recipients, or (role administrators, 'Assign Role to
 * Group') the group itself.
 */
export function RecipientPickers(props: RecipientPickersProps) {
  const { t } = useTranslation();
  const core = useCore();
  const teamId = useId();
  const { rules, recipients, teamDn } = props;
  const sources = useMemo(() => recipientSources(core), [core]);
  const [membersOf, setMembersOf] = useState<GroupRef | null>(null);

  const pickerItems = recipients.map((recipient) =>
    recipient.isGroupAssignment
      ? {
          ...toPickerItem(recipient),
          name: t('requestAccess.recipients.wholeGroup', { name: recipient.name }),
        }
      : toPickerItem(recipient),
  );
  const onPickerChange = (items: readonly PickerItem[]) => {
    const known = new Map(recipients.map((r) => [normalizeDn(r.dn), r]));
    const next = items
      .map(toRecipient)
      .filter((r): r is RequestRecipient => r !== null)
      .map((r) => known.get(normalizeDn(r.dn)) ?? r);
    const newGroup = next.find((r) => r.type === 'group' && !known.has(normalizeDn(r.dn)));
    if (newGroup) setMembersOf({ dn: newGroup.dn, name: newGroup.name });
    props.onRecipientsChange(newGroup ? next.filter((r) => r !== newGroup) : next);
  };
  const onMembersChosen = (result: GroupMembersResult) => {
    setMembersOf(null);
    props.onRecipientsChange(withMembersChosen(recipients, result));
  };

  const tabs: PickerTabSpec[] = [];
  if (rules.users || (rules.teams && teamDn)) tabs.push('users');
  if (rules.groups && !teamDn) tabs.push('groups');
  const teamOnly = !rules.users && rules.teams;

  return (
    <>
      <div className="ra-recipient-pickers">
        {rules.teams && rules.teamList.length > 0 ? (
          <div className="ra-field">
            <label htmlFor={teamId}>{t('requestAccess.recipients.team')}</label>
            <select id={teamId} value={teamDn} onChange={(event) => props.onTeamChange(event.currentTarget.value)}>
              {rules.users || rules.groups ? (
                <option value="">{t('requestAccess.recipients.anyone')}</option>
              ) : (
                <option value="">{t('requestAccess.recipients.chooseTeam')}</option>
              )}
              {rules.teamList.map((team) => (
                <option key={team.dn} value={team.dn}>
                  {team.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {tabs.length > 0 && !(teamOnly && !teamDn) ? (
          <Picker
            label={t('requestAccess.recipients.label')}
            tabs={tabs}
            mode="multi"
            value={pickerItems}
            onChange={onPickerChange}
            teamDn={teamDn || undefined}
            sources={sources}
            required={props.showRequired}
            errorText={t('requestAccess.recipients.required')}
          />
        ) : null}
      </div>
      {membersOf ? (
        <Suspense fallback={<ComponentLoader />}>
          <GroupMembersDialog
            group={membersOf}
            canAssignToGroup={rules.groupAssignment}
            onConfirm={onMembersChosen}
            onCancel={() => setMembersOf(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The recipients after OK of the group members dialog: the group itself ('Assign Role to Group'),
 * else its chosen members as users; someone chosen already is not added twice.
 */
export function withMembersChosen(
  recipients: readonly RequestRecipient[],
  result: GroupMembersResult,
): RequestRecipient[] {
  const chosen = new Set(recipients.map((r) => normalizeDn(r.dn)));
  const added: RequestRecipient[] = result.assignToGroup
    ? [{ dn: result.group.dn, name: result.group.name, type: 'group', isGroupAssignment: true }]
    : result.members.map((member) => ({ dn: member.dn, name: member.name, type: 'user' }));
  return [...recipients, ...added.filter((r) => !chosen.has(normalizeDn(r.dn)))];
}

/**
 * The picker's Users and Groups tabs: whom one may request for (GET access/teams/recipients/userlist/v2,
 * a team's members 5 a page) and the groups (the groups lookup).
 */
export function recipientSources(core: IdmCore): PickerSources {
  return {
    users: async (query, signal) => {
      const size = query.teamDn ? TEAM_USER_PAGE_SIZE : query.size;
      const page = await fetchRobUsers(
        core,
        { q: query.q, nextIndex: query.nextIndex, size, ...(query.teamDn ? { teamDn: query.teamDn } : {}) },
        signal,
      );
      const users = page.items.map((u): RequestRecipient => ({ dn: u.dn, name: u.name, type: 'user' }));
      return {
        items: users.map(toPickerItem),
        nextIndex: page.nextIndex,
        ...(page.total !== undefined ? { total: page.total } : {}),
      };
    },
    groups: async (query, signal) => {
      const page = await fetchGroups(core, { q: query.q, nextIndex: query.nextIndex, size: query.size }, signal);
      const groups = page.items.map((g): RequestRecipient => ({ dn: g.dn, name: g.name, type: 'group' }));
      return {
        items: groups.map(toPickerItem),
        nextIndex: page.nextIndex,
        ...(page.total !== undefined ? { total: page.total } : {}),
      };
    },
  };
}

export function toPickerItem(recipient: RequestRecipient): PickerItem {
  return recipient.type === 'group'
    ? {
        itemType: 'group',
        dn: recipient.dn,
        name: recipient.name,
        ...(recipient.isGroupAssignment ? { isGroupAssignment: true } : {}),
      }
    : { itemType: 'user', dn: recipient.dn, fullName: recipient.name };
}

export function toRecipient(item: PickerItem): RequestRecipient | null {
  const dn = item.dn ?? item.recipientdn ?? item.userDn;
  if (!dn) return null;
  if (item.itemType === 'group') return { dn, name: item.name ?? item.displayName ?? dn, type: 'group' };
  if (item.itemType === 'user') return { dn, name: item.fullName ?? item.name ?? item.displayName ?? dn, type: 'user' };
  return null;
}
