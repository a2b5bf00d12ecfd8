import type { Database } from 'better-sqlite3';
import { ADMIN_DN } from '../../demo-accounts.js';
import { REQUEST_DEFS, RESOURCE_DEFS, ROLE_DEFS, SOD_DEFS, idFromName, prdDn } from '../../dns.js';
import { cachedStatement } from '../search.js';

/** An approver as the contract's ApproverNode names it. */
export interface ApproverNode {
  id: string;
  name: string;
  type: string;
  sequence: number;
}

/** The contract's RoleResourceSettingsNode (GET catalog/administration/roleResourceSettings). */
export interface RoleResourceSettings {
  roleContainer: string;
  roleRequestContainer: string;
  defaultRoleRequestDef: string;
  roleAssignmentGracePeriod: number;
  roleLevels: { name: string; level: number; cn: string; localizedNames: { locale: string; name: string }[] }[];
  resourceContainer: string;
  resourceRequestContainer: string;
  defaultResourceGrantRequestDef: string;
  defaultResourceRevokeRequestDef: string;
  queryTimeout: number;
  queryRefreshRate: number;
  concatDisplayElements: boolean;
  queryDisplayElements: string[];
  sodContainer: string;
  defaultSODRequestDef: string;
  defaultSODRequestDefName: string;
  sodQuorum: string;
  sodApprovers: ApproverNode[];
  reportContainer: string;
  roleToRoleApproval: boolean;
  roleToGroupApproval: boolean;
  roleToContainerApproval: boolean;
}

export const SETTINGS_KEY = 'roleResourceSettings';

const DEFAULT_SOD_PRD = 'SoD Exception Approval';

function defaults(db: Database): RoleResourceSettings {
  const levels = cachedStatement(db, 'SELECT level, name FROM role_levels ORDER BY level').all() as {
    level: number;
    name: string;
  }[];
  const admin = cachedStatement(db, 'SELECT full_name FROM users WHERE dn = ?').get(ADMIN_DN) as
    { full_name: string } | undefined;
  return {
    roleContainer: ROLE_DEFS,
    roleRequestContainer: REQUEST_DEFS,
    defaultRoleRequestDef: '',
    roleAssignmentGracePeriod: 0,
    roleLevels: levels.map((l) => ({
      name: l.name,
      level: l.level,
      cn: `Level${l.level}`,
      localizedNames: [{ locale: 'en', name: l.name }],
    })),
    resourceContainer: RESOURCE_DEFS,
    resourceRequestContainer: REQUEST_DEFS,
    defaultResourceGrantRequestDef: '',
    defaultResourceRevokeRequestDef: '',
    queryTimeout: 60,
    queryRefreshRate: 60,
    concatDisplayElements: false,
    queryDisplayElements: [],
    sodContainer: SOD_DEFS,
    defaultSODRequestDef: prdDn(idFromName(DEFAULT_SOD_PRD)),
    defaultSODRequestDefName: DEFAULT_SOD_PRD,
    sodQuorum: '',
    sodApprovers: [{ id: ADMIN_DN, name: admin?.full_name ?? 'UA Admin', type: 'user', sequence: 1 }],
    reportContainer: '',
    roleToRoleApproval: false,
    roleToGroupApproval: true,
    roleToContainerApproval: false,
  };
}

/** The settings: what was saved over the defaults (role levels always from the catalog). */
export function roleResourceSettings(db: Database): RoleResourceSettings {
  const row = cachedStatement(db, 'SELECT value FROM settings WHERE key = ?').get(SETTINGS_KEY) as
    { value: string } | undefined;
  const saved = row ? (JSON.parse(row.value) as Partial<RoleResourceSettings>) : {};
  const base = defaults(db);
  return { ...base, ...saved, roleLevels: base.roleLevels };
}

export function saveRoleResourceSettings(db: Database, changes: Partial<RoleResourceSettings>): RoleResourceSettings {
  const row = cachedStatement(db, 'SELECT value FROM settings WHERE key = ?').get(SETTINGS_KEY) as
    { value: string } | undefined;
  const saved = { ...(row ? (JSON.parse(row.value) as Partial<RoleResourceSettings>) : {}), ...changes };
  cachedStatement(
    db,
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(SETTINGS_KEY, JSON.stringify(saved));
  return roleResourceSettings(db);
}

/** The default approvers of SoD exceptions: the settings' first approver, else the administrator. */
export const defaultSodApprover = (db: Database): string => roleResourceSettings(db).sodApprovers[0]?.id ?? ADMIN_DN;
