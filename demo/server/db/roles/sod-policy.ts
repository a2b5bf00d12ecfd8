import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../search.js';
import { defaultSodApprover } from './settings.js';

/** sod_policies.allow_override (access/sod.ts SOD_OVERRIDE). */
const WITH_WORKFLOW = 1;
const ALWAYS_ALLOW = 2;

/**
 * The engine's policy of an SoD rule made in role administration (table sod_approval_types): exceptions are
 * allowed with approval, by the rule's first custom approver or the settings' default approver
 * (allow_override 1, allowWithWorkflow), or with a justification only (2, alwaysAllow). `alwaysAllow` left out
 * keeps the rule's current choice.
 */
export function syncSodPolicy(db: Database, sodDn: string, alwaysAllow?: boolean): void {
  const type = cachedStatement(db, 'SELECT approval_type FROM sod_approval_types WHERE sod_dn = ?').get(sodDn) as
    { approval_type: 'default' | 'custom' } | undefined;
  if (!type) return;
  const custom = cachedStatement(
    db,
    'SELECT approver_dn FROM sod_approvers WHERE sod_dn = ? ORDER BY sequence LIMIT 1',
  ).get(sodDn) as { approver_dn: string } | undefined;
  const approver = type.approval_type === 'custom' && custom ? custom.approver_dn : defaultSodApprover(db);
  const current = cachedStatement(db, 'SELECT allow_override FROM sod_policies WHERE sod_dn = ?').get(sodDn) as
    { allow_override: number } | undefined;
  const always = alwaysAllow ?? current?.allow_override === ALWAYS_ALLOW;
  cachedStatement(
    db,
    `INSERT INTO sod_policies (sod_dn, allow_override, approver_dn) VALUES (?, ?, ?)
     ON CONFLICT (sod_dn) DO UPDATE SET allow_override = excluded.allow_override, approver_dn = excluded.approver_dn`,
  ).run(sodDn, always ? ALWAYS_ALLOW : WITH_WORKFLOW, approver);
}

/** Every rule of role administration: after the access seed clears the policies, or the default approvers change. */
export function syncAllSodPolicies(db: Database): void {
  const rules = cachedStatement(db, 'SELECT sod_dn FROM sod_approval_types ORDER BY sod_dn').all() as {
    sod_dn: string;
  }[];
  for (const { sod_dn } of rules) syncSodPolicy(db, sod_dn);
}
