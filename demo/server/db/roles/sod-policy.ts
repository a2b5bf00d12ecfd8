import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../search.js';
import { defaultSodApprover } from './settings.js';

/**
 * The engine's policy of an SoD rule made in role administration (table sod_approval_types): exceptions are
 * allowed with approval, by the rule's first custom approver or the settings' default approver.
 */
export function syncSodPolicy(db: Database, sodDn: string): void {
  const type = cachedStatement(db, 'SELECT approval_type FROM sod_approval_types WHERE sod_dn = ?').get(sodDn) as
    { approval_type: 'default' | 'custom' } | undefined;
  if (!type) return;
  const custom = cachedStatement(
    db,
    'SELECT approver_dn FROM sod_approvers WHERE sod_dn = ? ORDER BY sequence LIMIT 1',
  ).get(sodDn) as { approver_dn: string } | undefined;
  const approver = type.approval_type === 'custom' && custom ? custom.approver_dn : defaultSodApprover(db);
  cachedStatement(
    db,
    `INSERT INTO sod_policies (sod_dn, allow_override, approver_dn) VALUES (?, 1, ?)
     ON CONFLICT (sod_dn) DO UPDATE SET allow_override = 1, approver_dn = excluded.approver_dn`,
  ).run(sodDn, approver);
}

/** Every rule of role administration: after the access seed clears the policies, or the default approvers change. */
export function syncAllSodPolicies(db: Database): void {
  const rules = cachedStatement(db, 'SELECT sod_dn FROM sod_approval_types ORDER BY sod_dn').all() as {
    sod_dn: string;
  }[];
  for (const { sod_dn } of rules) syncSodPolicy(db, sod_dn);
}
