import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { driverDn, entitlementDn, idFromName, resourceDn } from '../../dns.js';
import { DAY, EPOCH_2024 } from './catalog-roles.js';

/**
 * The drivers resource administration adds to the catalog's (README "Resources"): large connected systems whose
 * entitlements have thousands of values, some with logical systems, so that value lists page and code-map refreshes
 * have work to do. They bring no resources of their own: administrators create them from the values.
 */
const LARGE_DRIVERS: readonly {
  name: string;
  description: string;
  entitlements: readonly {
    name: string;
    description: string;
    values: number;
    prefix: string;
    logicalSystem?: string;
  }[];
}[] = [
  {
    name: 'IBM Mainframe RACF',
    description: 'z/OS security server of the data centre',
    entitlements: [
      { name: 'Group', description: 'RACF group connection', values: 3000, prefix: 'RACFGRP' },
      { name: 'Dataset Profile', description: 'Access to a dataset profile', values: 1200, prefix: 'DSN' },
    ],
  },
  {
    name: 'Amazon Web Services',
    description: 'AWS organisation of acme.com',
    entitlements: [
      {
        name: 'IAM Role',
        description: 'An IAM role to assume',
        values: 1500,
        prefix: 'arn-role',
        logicalSystem: 'AWS-PROD',
      },
      {
        name: 'Account Access',
        description: 'Sign-in to an AWS account',
        values: 240,
        prefix: 'acct',
        logicalSystem: 'AWS-ORG',
      },
    ],
  },
  {
    name: 'GitHub Enterprise',
    description: 'Source code hosting',
    entitlements: [{ name: 'Team', description: 'GitHub team membership', values: 2000, prefix: 'team' }],
  },
  {
    name: 'Workday',
    description: 'Human capital management',
    entitlements: [
      {
        name: 'Security Group',
        description: 'Workday security group',
        values: 800,
        prefix: 'WD-SG',
        logicalSystem: 'WD-TENANT1',
      },
    ],
  },
];

const UNITS = [
  'Payments',
  'Ledger',
  'Claims',
  'Treasury',
  'Billing',
  'Logistics',
  'Payroll',
  'Analytics',
  'Risk',
  'Trading',
];
const ACCESS = ['Read', 'Update', 'Control', 'Alter', 'Operate', 'Audit'];

/** The display name of the i-th value: unit, access and a number, unique per i. */
function displayOf(i: number): string {
  const unit = UNITS[i % UNITS.length] as string;
  const access = ACCESS[Math.floor(i / UNITS.length) % ACCESS.length] as string;
  return `${unit} ${access} ${String(Math.floor(i / (UNITS.length * ACCESS.length)) + 1).padStart(3, '0')}`;
}

const guid = (name: string): string => {
  const hex = createHash('md5').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

export function seedResourceAdministration(db: Database): void {
  const driver = db.prepare<[string, string, string, string]>(
    'INSERT INTO drivers (dn, name, guid, description, has_entitlements) VALUES (?, ?, ?, ?, 1)',
  );
  const entitlement = db.prepare<[string, string, string, string, string]>(
    `INSERT INTO entitlements (dn, driver_dn, name, description, single_valued, logical_system, cprs_supported, valueless)
     VALUES (?, ?, ?, ?, 0, ?, 1, 0)`,
  );
  const value = db.prepare<[string, string, string, string]>(
    'INSERT INTO entitlement_values (entitlement_dn, value, display_name, description) VALUES (?, ?, ?, ?)',
  );
  for (const spec of LARGE_DRIVERS) {
    driver.run(driverDn(spec.name), spec.name, guid(spec.name), spec.description);
    for (const ent of spec.entitlements) {
      const eDn = entitlementDn(spec.name, ent.name);
      entitlement.run(eDn, driverDn(spec.name), ent.name, ent.description, ent.logicalSystem ?? '');
      for (let i = 0; i < ent.values; i++) {
        const display = displayOf(i);
        value.run(eDn, `${ent.prefix}-${String(i + 1).padStart(5, '0')}`, display, `${ent.description}: ${display}`);
      }
    }
  }
  seedConnectedSystem(db);
}

/** The connected system CPRS reconciles: Active Directory group memberships, drifting from the catalog. */
export const CPRS_ENTITLEMENT = entitlementDn('Active Directory', 'Group');

/**
 * Who holds which Active Directory group in the directory itself: forty people, each in one of the groups the
 * catalog has resources for and some also in one it has none for, none of it granted through the catalog — the
 * delta a CPRS reconcile finds.
 */
function seedConnectedSystem(db: Database): void {
  const values = db
    .prepare<[string], { value: string }>(
      'SELECT value FROM entitlement_values WHERE entitlement_dn = ? ORDER BY display_name LIMIT 12',
    )
    .all(CPRS_ENTITLEMENT)
    .map((v) => v.value);
  if (values.length < 12) return;
  const people = db
    .prepare<[], { dn: string }>(
      "SELECT dn FROM users WHERE container_dn NOT LIKE 'ou=sa,%' ORDER BY id LIMIT 40 OFFSET 20",
    )
    .all();
  const account = db.prepare<[string, string, string]>(
    'INSERT OR IGNORE INTO cprs_accounts (entitlement_dn, value, user_dn) VALUES (?, ?, ?)',
  );
  people.forEach((person, i) => {
    account.run(CPRS_ENTITLEMENT, values[i % 8]!, person.dn);
    if (i % 5 === 0) account.run(CPRS_ENTITLEMENT, values[8 + (i % 4)]!, person.dn);
  });
}

/** --resources N: resources bound to values of the large drivers, added until the catalog holds N. */
export function topUpResources(db: Database, total: number): number {
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM resources').get()?.n ?? 0;
  if (count >= total) return 0;
  const values = db
    .prepare<
      [number],
      { entitlement_dn: string; driver_dn: string; name: string; value: string; display_name: string }
    >(
      `SELECT v.entitlement_dn, e.driver_dn, d.name || ' ' || e.name AS name, v.value, v.display_name
       FROM entitlement_values v JOIN entitlements e ON e.dn = v.entitlement_dn JOIN drivers d ON d.dn = e.driver_dn
       WHERE NOT EXISTS (SELECT 1 FROM resources r WHERE r.entitlement_dn = v.entitlement_dn AND r.entitlement_value = v.value)
       ORDER BY d.name, e.name, v.value LIMIT ?`,
    )
    .all(total - count);
  const resource = db.prepare(
    `INSERT OR IGNORE INTO resources (dn, id, names, descriptions, status, created_at, driver_dn, entitlement_dn, entitlement_value)
     VALUES (@dn, @id, @names, @descriptions, 50, @createdAt, @driverDn, @entitlementDn, @value)`,
  );
  const category = db.prepare<[string]>(
    "INSERT OR IGNORE INTO resource_categories (resource_dn, category_key) SELECT ?, key FROM categories WHERE kind = 'resource' AND key = 'applications'",
  );
  let added = 0;
  db.transaction(() => {
    values.forEach((v, i) => {
      const name = `${v.name}: ${v.display_name}`;
      const id = idFromName(`${name} ${v.value}`);
      const dn = resourceDn(id);
      const changes = resource.run({
        dn,
        id,
        names: JSON.stringify({ en: name }),
        descriptions: JSON.stringify({ en: `Grants ${v.display_name} (${v.value}).` }),
        createdAt: EPOCH_2024 + (i % 600) * DAY,
        driverDn: v.driver_dn,
        entitlementDn: v.entitlement_dn,
        value: v.value,
      }).changes;
      if (changes === 0) return;
      category.run(dn);
      added += 1;
    });
  })();
  return added;
}
