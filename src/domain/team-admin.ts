/**
 * The rules of team administration (spec: team type A, P, R, S, C): what each type means, which
 * permissions a team of a type may carry, what its managers may do for the members (the form's checks: `team-form.ts`).
 */

import type { TeamType } from './team-types';

/** The team types are in a file of their own, so the team list loads them without these rules. */
export { TEAM_TYPES, isTeamType, type TeamType } from './team-types';

/** Where a team's members come from. */
export type RecipientType = 'user' | 'group' | 'container' | 'relationship' | 'team';
/** The relationship a team knows: the direct reports of its managers. */
export const DIRECT_REPORTS = 'directReports';

/** What a team permission is about: the whole team, or an item (or container of items) to request. */
export type PermissionObjectType = 'team' | 'role' | 'resource' | 'prd' | 'role-container' | 'resource-container';

/** What the managers may do for the members. */
export type TeamRight = 'request' | 'viewTasks' | 'actOnTasks' | 'viewHistory' | 'delegation' | 'availability';
export const TEAM_RIGHTS: readonly TeamRight[] = [
  'request',
  'viewTasks',
  'actOnTasks',
  'viewHistory',
  'delegation',
  'availability',
];
export const isTeamRight = (value: string): value is TeamRight => (TEAM_RIGHTS as readonly string[]).includes(value);

/** Which object types a team of a type may name (besides the team-wide permission). */
export const ITEM_TYPES_OF: Readonly<Record<TeamType, readonly PermissionObjectType[]>> = {
  A: ['role', 'resource', 'prd', 'role-container', 'resource-container'],
  P: ['prd'],
  R: ['role', 'role-container'],
  S: ['resource', 'resource-container'],
  C: [],
};

/** The permission-index kinds (ROLE, RESOURCE, PRD) a team of a type may request. */
export function requestableKinds(type: TeamType): ('ROLE' | 'RESOURCE' | 'PRD')[] {
  const items = ITEM_TYPES_OF[type];
  return (['ROLE', 'RESOURCE', 'PRD'] as const).filter((kind) =>
    items.includes(kind === 'ROLE' ? 'role' : kind === 'RESOURCE' ? 'resource' : 'prd'),
  );
}

/** The team-wide rights a team of a type may give (compliance teams request nothing). */
export const teamWideRights = (type: TeamType): readonly TeamRight[] =>
  type === 'C' ? TEAM_RIGHTS.filter((r) => r !== 'request') : TEAM_RIGHTS;

/** Acting on tasks means seeing them: the rights as the server keeps them. */
export function normalizeRights(rights: readonly TeamRight[]): TeamRight[] {
  const set = new Set(rights);
  if (set.has('actOnTasks')) set.add('viewTasks');
  return TEAM_RIGHTS.filter((r) => set.has(r));
}

/** The permission-index kind of a picked item → the permission's object type. */
export function objectTypeOfKind(entityType: string): PermissionObjectType | null {
  const kind = entityType.toUpperCase();
  if (kind === 'ROLE') return 'role';
  if (kind === 'RESOURCE') return 'resource';
  if (kind === 'PRD') return 'prd';
  return null;
}
