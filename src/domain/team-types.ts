/**
 * A team's domain: A every domain, P provisioning request definitions, R roles, S resources, C compliance
 * (the managers follow the members' tasks and history, and request nothing). The list's filter and reader use
 * these alone; the rules of each type are `team-admin.ts`.
 */
export type TeamType = 'A' | 'P' | 'R' | 'S' | 'C';
export const TEAM_TYPES: readonly TeamType[] = ['A', 'P', 'R', 'S', 'C'];
export const isTeamType = (value: string): value is TeamType => (TEAM_TYPES as readonly string[]).includes(value);
