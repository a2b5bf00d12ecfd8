import type { Database } from 'better-sqlite3';
import { seedLanding } from './landing.js';
import { syncAllSodPolicies } from '../roles/sod-policy.js';
import { DEMO_ACCOUNTS, demoDn } from '../../demo-accounts.js';
import { DAY, EPOCH_2024 } from './catalog-roles.js';

/** Bump when the seeded approval definitions, settings, SoD policies or landing items change. */
export const ACCESS_CATALOG_VERSION = 2;

type Approval =
  | { type: 'none' }
  | { type: 'serial' | 'parallel'; approvers: readonly string[] }
  | { type: 'quorum'; percent: number; approvers: readonly string[] }
  | { type: 'custom'; prd: string };

/** A data item the approver of an item's grant fills in (an editable item of the task's approval form). */
export interface ApproverItem {
  name: string;
  dataType: 'string' | 'date';
  multiValued?: boolean;
  /** Approving needs a value (denying does not). */
  required?: boolean;
}

/**
 * What the approvers of an item's grant see besides the request: data items to fill in (the console's
 * form), or a form only the server renders (`approvalForm.do`, the task's approvalForm).
 */
export type ApprovalFormSpec = { items: readonly ApproverItem[] } | { serverForm: string };

interface ItemSpec {
  kind: 'role' | 'resource';
  name: string;
  grant: Approval;
  /** Resources: 'same' = same as grant; missing = no revoke approval. */
  revoke?: Approval | 'same';
  bulkApprovable?: boolean;
  bulkRequestable?: boolean;
  failProvisioning?: boolean;
  expiresAfter?: string;
  /** The grant approval's form (every step of it). */
  form?: ApprovalFormSpec;
}

const QUORUM_FOUR = ['mmanager', 'uaadmin', 'tmanager', 'pproxy'] as const;
const none: Approval = { type: 'none' };
const serial = (...approvers: string[]): Approval => ({ type: 'serial', approvers });
const parallel = (...approvers: string[]): Approval => ({ type: 'parallel', approvers });
const quorum: Approval = { type: 'quorum', percent: 50, approvers: QUORUM_FOUR };
const custom = (prd: string): Approval => ({ type: 'custom', prd });

/**
 * Every approval kind on each role level and on resources (README "Access requests"): none, one-step
 * serial (mmanager), two-step serial (mmanager then uaadmin), quorum 50 % of four, parallel, custom PRD;
 * plus bulk-approvable items, items that fail provisioning, expiration rules, revoke approvals and approval
 * forms (Travel Booking asks its approver for a cost center; Production Access has a server-side form).
 */
export const ACCESS_ITEMS: readonly ItemSpec[] = [
  { kind: 'role', name: 'Email Account', grant: none },
  { kind: 'role', name: 'VPN Access', grant: serial('euser') },
  { kind: 'role', name: 'CRM Read', grant: serial('mmanager') },
  { kind: 'role', name: 'CRM Write', grant: serial('mmanager', 'uaadmin') },
  { kind: 'role', name: 'Ledger Read', grant: quorum },
  { kind: 'role', name: 'Ledger Post', grant: parallel('mmanager', 'uaadmin') },
  { kind: 'role', name: 'Payroll Viewer', grant: custom('Manager Approval') },
  { kind: 'role', name: 'Wiki Editor', grant: serial('mmanager'), bulkApprovable: true },
  { kind: 'role', name: 'Source Repository', grant: serial('mmanager'), bulkApprovable: true },
  { kind: 'role', name: 'Build Server', grant: serial('dadmin') },
  { kind: 'role', name: 'Badge Access HQ', grant: none, failProvisioning: true },
  { kind: 'role', name: 'Database Read', grant: serial('mmanager'), expiresAfter: '30D' },
  { kind: 'role', name: 'Office Basics', grant: none },
  { kind: 'role', name: 'Developer Workstation', grant: serial('mmanager') },
  { kind: 'role', name: 'Sales Toolkit', grant: serial('mmanager', 'uaadmin') },
  { kind: 'role', name: 'Finance Systems', grant: quorum },
  { kind: 'role', name: 'HR Systems', grant: parallel('mmanager', 'uaadmin') },
  { kind: 'role', name: 'Data Warehouse', grant: custom('Two Step Role Approval') },
  { kind: 'role', name: 'Support Desk Tools', grant: serial('mmanager'), bulkApprovable: true },
  { kind: 'role', name: 'Remote Worker', grant: none, failProvisioning: true },
  { kind: 'role', name: 'Release Tooling', grant: serial('mmanager') },
  { kind: 'role', name: 'Server Administrator', grant: none },
  { kind: 'role', name: 'New Employee', grant: none },
  { kind: 'role', name: 'Software Engineer', grant: serial('mmanager'), bulkApprovable: true },
  { kind: 'role', name: 'Account Executive', grant: serial('mmanager', 'uaadmin') },
  { kind: 'role', name: 'Accountant', grant: quorum },
  { kind: 'role', name: 'HR Generalist', grant: parallel('mmanager', 'uaadmin') },
  { kind: 'role', name: 'Support Engineer', grant: custom('Manager Approval') },
  { kind: 'role', name: 'Contractor', grant: serial('mmanager'), expiresAfter: '6M' },
  { kind: 'role', name: 'Department Manager', grant: serial('uaadmin') },
  {
    kind: 'role',
    name: 'Travel Booking',
    grant: serial('mmanager'),
    form: {
      items: [
        { name: 'Cost center', dataType: 'string', required: true },
        { name: 'Travel regions', dataType: 'string', multiValued: true },
      ],
    },
  },
  { kind: 'role', name: 'Production Access', grant: serial('uaadmin'), form: { serverForm: 'ProductionAccessReview' } },
  { kind: 'resource', name: 'Active Directory Account', grant: none },
  { kind: 'resource', name: 'Exchange Mailbox', grant: none },
  { kind: 'resource', name: 'Salesforce Account', grant: serial('mmanager'), revoke: 'same' },
  { kind: 'resource', name: 'SAP Finance Account', grant: serial('mmanager', 'uaadmin'), revoke: serial('uaadmin') },
  { kind: 'resource', name: 'Workday Account', grant: quorum, revoke: 'same' },
  { kind: 'resource', name: 'GitLab Account', grant: parallel('mmanager', 'uaadmin') },
  { kind: 'resource', name: 'Jenkins Account', grant: custom('Resource Owner Approval') },
  { kind: 'resource', name: 'Laptop', grant: custom('Hardware Approval'), bulkRequestable: false },
  { kind: 'resource', name: 'Mobile Phone', grant: none, failProvisioning: true, bulkRequestable: false },
  { kind: 'resource', name: 'Printer Group', grant: serial('mmanager'), failProvisioning: true },
  { kind: 'resource', name: 'Office 365 License', grant: serial('mmanager'), bulkApprovable: true, expiresAfter: '1Y' },
  { kind: 'resource', name: 'IDE License', grant: serial('mmanager'), bulkApprovable: true },
  {
    kind: 'resource',
    name: 'AWS Console Access',
    grant: serial('mmanager'),
    expiresAfter: '30D',
    revoke: serial('uaadmin'),
  },
  { kind: 'resource', name: 'File Share Finance', grant: serial('mmanager'), revoke: serial('mmanager') },
  { kind: 'resource', name: 'VPN Group', grant: none, revoke: serial('mmanager') },
];

/** The grant approval form of a role or resource by its kind and name (seeded items only), or null. */
export function approvalFormOf(kind: string, name: string): ApprovalFormSpec | null {
  return ACCESS_ITEMS.find((item) => item.kind === kind && item.name === name)?.form ?? null;
}

/** SoD rules by name: [allows an exception, who approves it]. Other rules: every second one allows one (uaadmin). */
const SOD_POLICIES: Readonly<Record<string, readonly [boolean, string]>> = {
  'Ledger Post versus Payroll Viewer': [true, 'mmanager'],
  'Server Administrator versus Release Tooling': [false, 'uaadmin'],
  'Contractor versus Department Manager': [true, 'uaadmin'],
};

/** [list, category, [entity type, name, app URL?][]]. */
const LANDING: readonly (readonly ['featured' | 'landing', string, readonly (readonly [string, string, string?])[]])[] =
  [
    [
      'featured',
      'Popular',
      [
        ['role', 'Email Account'],
        ['role', 'VPN Access'],
        ['resource', 'Laptop'],
        ['resource', 'Office 365 License'],
      ],
    ],
    [
      'featured',
      'Engineering',
      [
        ['role', 'Source Repository'],
        ['role', 'Build Server'],
        ['resource', 'GitLab Account'],
        ['role', 'Developer Workstation'],
      ],
    ],
    [
      'featured',
      'New hires',
      [
        ['role', 'New Employee'],
        ['resource', 'Active Directory Account'],
        ['prd', 'Request New Laptop'],
      ],
    ],
    [
      'landing',
      'Applications',
      [
        ['application', 'Change Password', '/sspr/private/changepassword'],
        ['application', 'Organization Chart', '#/orgChart'],
        ['application', 'My Tasks', '#/tasks'],
      ],
    ],
    [
      'landing',
      'Request access',
      [
        ['role', 'Email Account'],
        ['resource', 'Laptop'],
        ['prd', 'Request Building Access'],
      ],
    ],
  ];

const dnOf = (cn: string): string => {
  const account = DEMO_ACCOUNTS.find((a) => a.cn === cn);
  if (!account) throw new Error(`no demo account ${cn}`);
  return demoDn(account);
};

function finder(db: Database) {
  const statement = (table: string) =>
    db.prepare<[string], { dn: string }>(`SELECT dn FROM ${table} WHERE name = ? ORDER BY dn LIMIT 1`);
  const tables = {
    role: statement('roles'),
    resource: statement('resources'),
    prd: statement('prds'),
    sod: statement('sods'),
  };
  return (kind: keyof typeof tables, name: string): string | undefined => tables[kind].get(name)?.dn;
}

function insertApproval(
  db: Database,
  itemDn: string,
  purpose: 'grant' | 'revoke',
  approval: Approval,
  prdDn: (name: string) => string | undefined,
): void {
  const definition = db.prepare(
    `INSERT INTO approval_definitions (item_dn, purpose, required, standard, step_type, quorum, request_def_dn, same_as_grant)
     VALUES (@itemDn, @purpose, @required, @standard, @stepType, @quorum, @requestDef, 0)`,
  );
  const approver = db.prepare<[string, string, number, string]>(
    'INSERT INTO approval_approvers (item_dn, purpose, sequence, approver_dn) VALUES (?, ?, ?, ?)',
  );
  const base = {
    itemDn,
    purpose,
    required: 1,
    standard: 1,
    stepType: 'Serial',
    quorum: null as string | null,
    requestDef: null as string | null,
  };
  if (approval.type === 'none') definition.run({ ...base, required: 0 });
  else if (approval.type === 'custom')
    definition.run({ ...base, standard: 0, requestDef: prdDn(approval.prd) ?? null });
  else {
    definition.run({
      ...base,
      stepType: approval.type === 'parallel' ? 'Parallel' : 'Serial',
      quorum: approval.type === 'quorum' ? `${approval.percent}%` : null,
    });
    approval.approvers.forEach((cn, index) => approver.run(itemDn, purpose, index + 1, dnOf(cn)));
  }
}

/**
 * Approval definitions, request settings, SoD policies, one delegation (dadmin → mmanager) and the
 * featured and landing items; deterministic, regenerated whenever the catalog is. Runs in the caller's
 * transaction.
 */
export function seedAccessCatalog(db: Database): void {
  for (const table of [
    'approval_definitions',
    'approval_approvers',
    'access_item_settings',
    'sod_policies',
    'landing_items',
  ]) {
    db.exec(`DELETE FROM ${table}`);
  }
  const find = finder(db);
  const prdDn = (name: string): string | undefined => find('prd', name);
  const settings = db.prepare(
    `INSERT INTO access_item_settings (item_dn, bulk_requestable, bulk_approvable, expiration_required, expires_after, fail_provisioning)
     VALUES (@dn, @bulkRequestable, @bulkApprovable, @expirationRequired, @expiresAfter, @failProvisioning)`,
  );
  const revokeSame = db.prepare<[string]>(
    `INSERT INTO approval_definitions (item_dn, purpose, required, standard, same_as_grant) VALUES (?, 'revoke', 1, 1, 1)`,
  );
  const approvalRequired = db.prepare<[number, string]>('UPDATE roles SET approval_required = ? WHERE dn = ?');
  for (const spec of ACCESS_ITEMS) {
    const dn = find(spec.kind, spec.name);
    if (!dn) continue;
    insertApproval(db, dn, 'grant', spec.grant, prdDn);
    if (spec.revoke === 'same') revokeSame.run(dn);
    else if (spec.revoke) insertApproval(db, dn, 'revoke', spec.revoke, prdDn);
    if (spec.kind === 'role') approvalRequired.run(spec.grant.type === 'none' ? 0 : 1, dn);
    settings.run({
      dn,
      bulkRequestable: spec.bulkRequestable === false ? 0 : 1,
      bulkApprovable: spec.bulkApprovable ? 1 : 0,
      expirationRequired: spec.expiresAfter ? 1 : 0,
      expiresAfter: spec.expiresAfter ?? null,
      failProvisioning: spec.failProvisioning ? 1 : 0,
    });
  }

  const policy = db.prepare<[string, number, string]>(
    'INSERT INTO sod_policies (sod_dn, allow_override, approver_dn) VALUES (?, ?, ?)',
  );
  // Rules of role administration (sod_approval_types) carry their own approval; the others alternate.
  db.prepare<[], { dn: string; name: string }>(
    'SELECT dn, name FROM sods WHERE dn NOT IN (SELECT sod_dn FROM sod_approval_types) ORDER BY name',
  )
    .all()
    .forEach((sod, index) => {
      const [allow, approver] = SOD_POLICIES[sod.name] ?? [index % 2 === 0, 'uaadmin'];
      policy.run(sod.dn, allow ? 1 : 0, dnOf(approver));
    });
  syncAllSodPolicies(db);

  const delegator = dnOf('dadmin');
  const delegate = dnOf('mmanager');
  const exists = db
    .prepare<[string, string], { n: number }>(
      'SELECT COUNT(*) AS n FROM delegations WHERE delegator_dn = ? AND delegate_dn = ?',
    )
    .get(delegator, delegate);
  const users = db
    .prepare<[string, string], { n: number }>('SELECT COUNT(*) AS n FROM users WHERE dn IN (?, ?)')
    .get(delegator, delegate);
  if ((exists?.n ?? 0) === 0 && users?.n === 2) {
    db.prepare<[string, string, number, number, string]>(
      'INSERT INTO delegations (delegator_dn, delegate_dn, starts_at, ends_at, description) VALUES (?, ?, ?, ?, ?)',
    ).run(
      delegator,
      delegate,
      EPOCH_2024,
      EPOCH_2024 + 100 * 366 * DAY,
      'Dan Delegate delegates his approvals to Maria Manager.',
    );
  }

  const landing = db.prepare(
    `INSERT INTO landing_items (list, category_id, category_name, category_order, item_order, entity_type, item_dn, name, description, app_url)
     VALUES (@list, @categoryId, @category, @categoryOrder, @itemOrder, @entityType, @itemDn, @name, @description, @appUrl)`,
  );
  LANDING.forEach(([list, category, items], categoryIndex) => {
    items.forEach(([entityType, name, appUrl], itemIndex) => {
      const itemDn = entityType === 'application' ? null : find(entityType as 'role' | 'resource' | 'prd', name);
      if (entityType !== 'application' && !itemDn) return;
      landing.run({
        list,
        categoryId: categoryIndex + 1,
        category,
        categoryOrder: categoryIndex + 1,
        itemOrder: itemIndex + 1,
        entityType,
        itemDn,
        name,
        description: appUrl ? `Open ${name}.` : '',
        appUrl: appUrl ?? null,
      });
    });
  });
  seedLanding(db);
}
