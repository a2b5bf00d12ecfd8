import type { TeamDetails, TeamInput } from '../../api/team-admin';
import { DIRECT_REPORTS, type RecipientType, type TeamType } from '../../domain/team-admin';
import type { ApproverChoice } from '../../domain/role-admin';

export interface TeamFormValue {
  name: string;
  description: string;
  type: TeamType;
  managers: ApproverChoice[];
  /** Users, groups and nested teams. */
  members: ApproverChoice[];
  containers: ApproverChoice[];
  /** The direct reports of the team managers are members too. */
  directReports: boolean;
}

export const EMPTY_TEAM: TeamFormValue = {
  name: '',
  description: '',
  type: 'A',
  managers: [],
  members: [],
  containers: [],
  directReports: false,
};

export function formValueOf(team: TeamDetails): TeamFormValue {
  const of = (types: readonly string[]) =>
    team.recipients.filter((r) => types.includes(r.type)).map(({ dn, name, type }) => ({ dn, name, type }));
  return {
    name: team.name,
    description: team.description,
    type: team.type,
    managers: team.managers.map((m) => ({ ...m, type: 'user' })),
    members: of(['user', 'group', 'team']),
    containers: of(['container']),
    directReports: team.recipients.some((r) => r.type === 'relationship' && r.dn === DIRECT_REPORTS),
  };
}

/** What the create and update calls send. */
export function teamInputOf(value: TeamFormValue): TeamInput {
  const recipientType = (type: string): RecipientType => (type === 'group' || type === 'team' ? type : 'user');
  return {
    name: value.name,
    description: value.description,
    type: value.type,
    managers: value.managers.map(({ dn, name }) => ({ dn, name })),
    recipients: [
      ...value.members.map((m) => ({ dn: m.dn, type: recipientType(m.type) })),
      ...value.containers.map((c) => ({ dn: c.dn, type: 'container' as const })),
      ...(value.directReports ? [{ dn: DIRECT_REPORTS, type: 'relationship' as const }] : []),
    ],
  };
}
