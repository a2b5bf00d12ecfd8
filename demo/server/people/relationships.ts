import { where, type Condition } from '../db/search.js';
import { relationshipName } from './attribute-labels.js';

export type RelationshipType = 'orgchart' | 'team-management';

/** The swagger's RelationshipNode, plus how the sandbox walks it. */
export interface Relationship {
  key: string;
  displayName: string;
  type: RelationshipType;
  sourceEntityKey: string;
  sourceAttributeKey: string;
  targetEntityKey: string;
  targetAttributeKey: string;
  /** Several people may be one level up (so the console asks for level-up options). */
  multiValuedTarget: boolean;
  /** People one level down from `dn` (a condition on `users`). */
  below(dn: string): Condition;
  /** People one level up from `dn`. */
  above(dn: string): Condition;
}

const TEAM_MEMBERS_OF_MANAGER = `SELECT tm.user_dn FROM team_members tm WHERE tm.team_dn IN (SELECT mg.team_dn FROM team_managers mg WHERE mg.user_dn = ?)`;
const TEAM_MANAGERS_OF_MEMBER = `SELECT mg.user_dn FROM team_managers mg WHERE mg.team_dn IN (SELECT tm.team_dn FROM team_members tm WHERE tm.user_dn = ?)`;

/**
 * The org chart's relationships: `manager` (the manager attribute and its inverse, direct reports) and
 * `team` (team managers and the members of the teams they manage; a member of several teams has several
 * people one level up).
 */
export const RELATIONSHIPS: readonly Relationship[] = [
  {
    key: 'manager',
    displayName: 'Manager',
    type: 'orgchart',
    sourceEntityKey: 'user',
    sourceAttributeKey: 'directReports',
    targetEntityKey: 'user',
    targetAttributeKey: 'manager',
    multiValuedTarget: false,
    below: (dn) => where('users.manager_dn = ?', dn),
    above: (dn) => where('users.dn IN (SELECT s.manager_dn FROM users s WHERE s.dn = ?)', dn),
  },
  {
    key: 'team',
    displayName: 'Team',
    type: 'team-management',
    sourceEntityKey: 'user',
    sourceAttributeKey: 'teamMembers',
    targetEntityKey: 'user',
    targetAttributeKey: 'teamManagers',
    multiValuedTarget: true,
    below: (dn) => where(`users.dn IN (${TEAM_MEMBERS_OF_MANAGER}) AND users.dn <> ?`, dn, dn),
    above: (dn) => where(`users.dn IN (${TEAM_MANAGERS_OF_MEMBER}) AND users.dn <> ?`, dn, dn),
  },
];

export const relationship = (key: string): Relationship | undefined =>
  RELATIONSHIPS.find((r) => r.key.toLowerCase() === key.toLowerCase());

/** The answer's view of a relationship (the swagger's fields only), named in `locale`. */
export function relationshipNode(r: Relationship, locale?: string) {
  const { key, sourceEntityKey, sourceAttributeKey, targetEntityKey, targetAttributeKey } = r;
  const displayName = relationshipName(key, r.displayName, locale);
  return {
    key,
    displayName,
    sourceEntityKey,
    sourceAttributeKey,
    targetEntityKey,
    targetAttributeKey,
    relationshipType: r.type,
  };
}

/** Several conditions as one (any of them). */
export function anyOf(conditions: readonly Condition[]): Condition {
  return { sql: `(${conditions.map((c) => c.sql).join(' OR ')})`, params: conditions.flatMap((c) => c.params) };
}
