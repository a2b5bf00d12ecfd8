import type { Database } from 'better-sqlite3';
import type { AccessKind } from '../../access/states.js';
import { REQUEST_FORMS, type RequestFormItem } from '../seed/catalog-names.js';
import { containsAny, runPaged, where, type PageRequest, type PageResult } from '../search.js';

export interface DefinitionRow {
  item_dn: string;
  purpose: 'grant' | 'revoke';
  required: number;
  standard: number;
  step_type: 'Serial' | 'Parallel';
  quorum: string | null;
  request_def_dn: string | null;
  request_def_name: string | null;
  same_as_grant: number;
}

export interface ApproverRow {
  sequence: number;
  approver_dn: string;
  full_name: string | null;
}

export interface ItemSettingsRow {
  item_dn: string;
  bulk_requestable: number;
  bulk_approvable: number;
  expiration_required: number;
  expires_after: string | null;
  fail_provisioning: number;
}

/** A requestable item: a role, a resource or a PRD. */
export interface ItemRow {
  dn: string;
  kind: AccessKind;
  name: string;
  description: string;
  status: number;
  level: number | null;
  process_type: string | null;
  approval_required: number | null;
}

export interface SodConflictRow {
  dn: string;
  name: string;
  description: string;
  role1_name: string;
  role2_name: string;
  allow_override: number | null;
  approver_dn: string | null;
}

export const DEFAULT_SETTINGS = (dn: string): ItemSettingsRow => ({
  item_dn: dn,
  bulk_requestable: 1,
  bulk_approvable: 0,
  expiration_required: 0,
  expires_after: null,
  fail_provisioning: 0,
});

/**
 * Whether an item may be requested together with others (the request page's cart): never a PRD; a role or
 * resource by its setting. Every answer that carries bulkRequestable uses this (lists, details, landing items).
 */
export const isBulkRequestable = (kind: string, settings: Pick<ItemSettingsRow, 'bulk_requestable'>): boolean =>
  kind.toLowerCase() !== 'prd' && settings.bulk_requestable === 1;

/** A value of a code map: the sandbox's code maps are the entitlements' value lists. */
export interface CodeMapValueRow {
  value: string;
  display_name: string;
  description: string;
}

/** How a request definition asks for its data: nothing, a form of data items, or a form only the server renders. */
export type RequestForm =
  | { kind: 'none' }
  | { kind: 'items'; formName: string; dataItems: readonly RequestFormItem[] }
  | { kind: 'legacy'; formName: string };

/** The request form of a PRD (by its name; the seed defines the forms with the PRDs). */
export function requestFormOf(prdName: string): RequestForm {
  const form = REQUEST_FORMS[prdName];
  if (!form) return { kind: 'none' };
  return 'legacy' in form
    ? { kind: 'legacy', formName: form.formName }
    : { kind: 'items', formName: form.formName, dataItems: form.dataItems };
}

export type DefinitionRepository = ReturnType<typeof definitionRepository>;

/** Approval definitions, item settings, SoD rules with their policies, delegations and availability. */
export function definitionRepository(db: Database) {
  const definition = db.prepare<[string, string], DefinitionRow>(
    `SELECT d.*, p.name AS request_def_name FROM approval_definitions d LEFT JOIN prds p ON p.dn = d.request_def_dn
     WHERE d.item_dn = ? AND d.purpose = ?`,
  );
  const approvers = db.prepare<[string, string], ApproverRow>(
    `SELECT a.sequence, a.approver_dn, u.full_name FROM approval_approvers a LEFT JOIN users u ON u.dn = a.approver_dn
     WHERE a.item_dn = ? AND a.purpose = ? ORDER BY a.sequence`,
  );
  const settings = db.prepare<[string], ItemSettingsRow>('SELECT * FROM access_item_settings WHERE item_dn = ?');
  const item = db.prepare<[string, string, string], ItemRow>(
    `SELECT dn, 'role' AS kind, name, description, status, level, NULL AS process_type, approval_required FROM roles WHERE dn = ?
     UNION ALL SELECT dn, 'resource', name, description, status, NULL, NULL, NULL FROM resources WHERE dn = ?
     UNION ALL SELECT dn, 'prd', name, description, 50, NULL, process_type, NULL FROM prds WHERE dn = ?`,
  );
  const ownerUsers = db.prepare<[string, string], { dn: string }>(
    `SELECT owner_dn AS dn FROM role_owners WHERE role_dn = ? AND owner_type = 'user'
     UNION SELECT owner_dn FROM resource_owners WHERE resource_dn = ? AND owner_type = 'user' ORDER BY 1`,
  );
  const conflicts = db.prepare<[{ role: string; held: string }], SodConflictRow>(
    `SELECT s.dn, s.name, s.description, r1.name AS role1_name, r2.name AS role2_name, p.allow_override, p.approver_dn
     FROM sods s JOIN roles r1 ON r1.dn = s.role1_dn JOIN roles r2 ON r2.dn = s.role2_dn LEFT JOIN sod_policies p ON p.sod_dn = s.dn
     WHERE (s.role1_dn = @role AND s.role2_dn IN (SELECT value FROM json_each(@held)))
        OR (s.role2_dn = @role AND s.role1_dn IN (SELECT value FROM json_each(@held)))
     ORDER BY s.name`,
  );
  const recordException = db.prepare<
    [{ sodDn: string; userDn: string; requestId: number; justification: string; at: number }]
  >(
    `INSERT INTO sod_exceptions (sod_dn, user_dn, request_id, justification, approved_at)
     VALUES (@sodDn, @userDn, @requestId, @justification, @at)
     ON CONFLICT (sod_dn, user_dn) DO UPDATE SET request_id = excluded.request_id,
       justification = excluded.justification, approved_at = excluded.approved_at`,
  );
  const codeMap = db.prepare<[string], { dn: string }>('SELECT dn FROM entitlements WHERE dn = ?');
  // A delegation covers an item when it lists none (all requests) or lists the item or its request definition;
  // it applies while its window is open, or while the approver is unavailable for the item (status
  // 'unavailable', or an open availability window covering it). A relationship delegation ('manager') goes to
  // the delegator's manager of the day.
  const covers = (scope: string) =>
    `(${scope} IS NULL OR ${scope} = '[]' OR EXISTS (SELECT 1 FROM json_each(${scope}) j
       WHERE j.value = @item COLLATE NOCASE OR j.value = @def COLLATE NOCASE))`;
  const delegate = db.prepare<
    [{ dn: string; now: number; item: string; def: string }],
    { delegate_dn: string; relationship: string | null; manager_dn: string | null }
  >(
    `SELECT d.delegate_dn, s.relationship, me.manager_dn FROM delegations d
       JOIN users u ON u.dn = d.delegate_dn
       JOIN users me ON me.dn = d.delegator_dn
       LEFT JOIN delegation_scopes s ON s.delegation_id = d.id
     WHERE d.delegator_dn = @dn AND ${covers('s.request_defs')}
       AND ((d.starts_at <= @now AND d.ends_at >= @now)
         OR EXISTS (SELECT 1 FROM availability_status st WHERE st.user_dn = @dn AND st.status = 'unavailable')
         OR EXISTS (SELECT 1 FROM availability a LEFT JOIN availability_scopes x ON x.user_dn = a.user_dn AND x.starts_at = a.starts_at
              WHERE a.user_dn = @dn AND a.status = 'unavailable' AND a.starts_at <= @now AND a.ends_at >= @now
                AND ${covers('x.request_defs')}))
     ORDER BY CASE WHEN s.request_defs IS NULL OR s.request_defs = '[]' THEN 1 ELSE 0 END, d.id LIMIT 1`,
  );
  return {
    definition: (itemDn: string, purpose: 'grant' | 'revoke'): DefinitionRow | undefined =>
      definition.get(itemDn, purpose),
    approvers: (itemDn: string, purpose: 'grant' | 'revoke'): ApproverRow[] => approvers.all(itemDn, purpose),
    settings: (itemDn: string): ItemSettingsRow => settings.get(itemDn) ?? DEFAULT_SETTINGS(itemDn),
    item: (dn: string): ItemRow | undefined => item.get(dn, dn, dn),
    ownerUsers: (itemDn: string): string[] => ownerUsers.all(itemDn, itemDn).map((r) => r.dn),
    /** SoD rules between `roleDn` and any of `heldDns`. */
    sodConflicts: (roleDn: string, heldDns: readonly string[]): SodConflictRow[] =>
      heldDns.length === 0 ? [] : conflicts.all({ role: roleDn, held: JSON.stringify(heldDns) }),
    /** Approved exceptions to SoD rules for a user (an alwaysAllow rule approves one with the justification). */
    recordSodExceptions(
      sodDns: readonly string[],
      userDn: string,
      requestId: number,
      justification: string,
      at: number,
    ) {
      for (const sodDn of sodDns) recordException.run({ sodDn, userDn, requestId, justification, at });
    },
    /** One page of a code map's values (GET access/codeMap/{id}/values): the entitlement `id`'s values. */
    codeMapValues: (entitlementDn: string, page: PageRequest): PageResult<CodeMapValueRow> =>
      runPaged<CodeMapValueRow>(
        db,
        {
          select: 'value, display_name, description',
          from: 'entitlement_values',
          where: [where('entitlement_dn = ?', entitlementDn), containsAny(['display_name', 'value'], page.q)],
          sortBy: 'display_name',
          tieBreak: 'value',
        },
        page,
      ),
    codeMapExists: (entitlementDn: string): boolean => codeMap.get(entitlementDn) !== undefined,
    /**
     * Who gets `approverDn`'s tasks for `item` now: the delegate of an active delegation covering it, or of any
     * covering it while the approver is unavailable (specific delegations before all-request ones).
     */
    delegateOf(
      approverDn: string,
      now: number,
      item?: { dn: string; requestDefDn?: string | null },
    ): string | undefined {
      const row = delegate.get({ dn: approverDn, now, item: item?.dn ?? '', def: item?.requestDefDn ?? '' });
      if (!row) return undefined;
      return row.relationship === 'manager' ? (row.manager_dn ?? undefined) : row.delegate_dn;
    },
  };
}
