import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { driverDn, entitlementDn, idFromName, resourceDn } from '../../dns.js';
import { DAY, EPOCH_2024, pickOwners, type OwnerPool } from './catalog-roles.js';
import { MORE_RESOURCE_CATEGORIES } from './catalog-names.js';
import {
  ENTITLEMENT_DRIVERS,
  SYSTEM_DRIVERS,
  valueDisplayName,
  type DriverSpec,
  type EntitlementSpec,
} from './driver-names.js';
import { RESOURCE_CATEGORIES, RESOURCE_DEFINITIONS } from './names.js';
import type { Random } from './prng.js';

const DRIVER_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  'Active Directory': ['groups', 'accounts'],
  'Google Workspace': ['collaboration'],
  ServiceNow: ['applications'],
  'SAP ERP': ['erp', 'applications'],
  Salesforce: ['applications'],
  'Microsoft Entra ID': ['cloud'],
  'Oracle Database': ['applications'],
  'Linux and UNIX': ['groups'],
};

/** Existing resource definitions that grant a valueless entitlement: name → [driver, entitlement]. */
const BOUND_DEFINITIONS: Readonly<Record<string, readonly [string, string]>> = {
  'Active Directory Account': ['Active Directory', 'User Account'],
  'Exchange Mailbox': ['Active Directory', 'Exchange Mailbox'],
  'SAP Finance Account': ['SAP ERP', 'User Account'],
};

/** [resource name or driver name, key, label, data type, static value, hidden]. */
const PARAMETERS: readonly (readonly [
  string,
  string,
  string,
  'Integer' | 'Boolean' | 'List' | 'String',
  string,
  number,
])[] = [
  ['Laptop', 'Model', 'Model', 'List', 'Standard 14"', 0],
  ['Second Monitor', 'Size', 'Size (inches)', 'Integer', '27', 0],
  ['VPN Group', 'SplitTunnel', 'Split tunnel', 'Boolean', 'false', 0],
  ['Mobile Phone', 'Carrier', 'Carrier', 'String', '', 0],
  ['SAP ERP', 'LogicalSystem', 'Logical system', 'List', 'PRD-100', 0],
  ['Linux and UNIX', 'LoginShell', 'Login shell', 'String', '/bin/bash', 0],
  ['Microsoft Entra ID', 'UsageLocation', 'Usage location', 'List', 'US', 1],
];

const guid = (name: string): string => {
  const hex = createHash('md5').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

function entitlementValue(driver: DriverSpec, spec: EntitlementSpec, i: number): [string, string] {
  const display = valueDisplayName(spec.valueKind, i);
  const value =
    spec.valueKind === 'group'
      ? `cn=${display.replace(/ /g, '-')},ou=Groups,${driver.domain}`
      : display.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
  return [value, display];
}

interface ResourceRow {
  name: string;
  description: string;
  categories: readonly string[];
  driverDn: string | null;
  entitlementDn: string | null;
  value: string | null;
  /** Bound to an entitlement with values but to none of them: the value is a request-time parameter. */
  dynamic?: boolean;
  /** How many values the entitlement has (a short list is offered as a List of them, a long one typed in). */
  valueCount?: number;
}

/** A request-time entitlement value is a List (chosen from the entitlement's code map) up to this many values. */
export const LIST_PARAMETER_MAX_VALUES = 60;

function insertDrivers(db: Database): ResourceRow[] {
  const driver = db.prepare<[string, string, string, string, number]>(
    'INSERT INTO drivers (dn, name, guid, description, has_entitlements) VALUES (?, ?, ?, ?, ?)',
  );
  const entitlement = db.prepare(
    `INSERT INTO entitlements (dn, driver_dn, name, description, single_valued, logical_system, cprs_supported, valueless)
     VALUES (@dn, @driverDn, @name, @description, @singleValued, @logicalSystem, @cprsSupported, @valueless)`,
  );
  const value = db.prepare<[string, string, string, string]>(
    'INSERT INTO entitlement_values (entitlement_dn, value, display_name, description) VALUES (?, ?, ?, ?)',
  );
  for (const [name, description] of SYSTEM_DRIVERS) driver.run(driverDn(name), name, guid(name), description, 0);
  const resources: ResourceRow[] = [];
  for (const spec of ENTITLEMENT_DRIVERS) {
    const dDn = driverDn(spec.name);
    driver.run(dDn, spec.name, guid(spec.name), spec.description, 1);
    for (const ent of spec.entitlements) {
      const eDn = entitlementDn(spec.name, ent.name);
      entitlement.run({
        dn: eDn,
        driverDn: dDn,
        name: ent.name,
        description: ent.description,
        singleValued: ent.singleValued ? 1 : 0,
        logicalSystem: ent.logicalSystem ?? '',
        cprsSupported: ent.cprsSupported ? 1 : 0,
        valueless: ent.values === 0 ? 1 : 0,
      });
      const categories = [
        ...(DRIVER_CATEGORIES[spec.name] ?? []),
        ...(ent.valueKind === 'license' ? ['licenses'] : []),
      ];
      for (let i = 0; i < ent.values; i++) {
        const [raw, display] = entitlementValue(spec, ent, i);
        value.run(eDn, raw, display, `${ent.description}: ${display}`);
        if (i < ent.resources) {
          resources.push({
            name: `${spec.name} ${ent.name}: ${display}`,
            description: `Grants ${display} (${ent.description.toLowerCase()}).`,
            categories,
            driverDn: dDn,
            entitlementDn: eDn,
            value: raw,
          });
        }
      }
      if (ent.values > 0 && ent === spec.entitlements.find((e) => e.values > 0)) {
        resources.push({
          name: `Any ${spec.name} ${ent.name}`,
          description: `Grants one ${ent.name.toLowerCase()} of ${spec.name}, chosen at request time.`,
          categories,
          driverDn: dDn,
          entitlementDn: eDn,
          value: null,
          dynamic: true,
          valueCount: ent.values,
        });
      }
    }
  }
  return resources;
}

/** Resource categories, the driver set with entitlements and values, and about 70 resources with parameters. */
export function seedResources(db: Database, random: Random, owners: OwnerPool): void {
  const category = db.prepare<[string, string, string]>('INSERT INTO categories (kind, key, names) VALUES (?, ?, ?)');
  for (const [key, name] of [...RESOURCE_CATEGORIES, ...MORE_RESOURCE_CATEGORIES])
    category.run('resource', key, JSON.stringify({ en: name }));

  const fromDrivers = insertDrivers(db);
  const classic: ResourceRow[] = RESOURCE_DEFINITIONS.map(([name, categories]) => {
    const bound = BOUND_DEFINITIONS[name];
    return {
      name,
      description: `Grants ${name}.`,
      categories,
      value: null,
      driverDn: bound ? driverDn(bound[0]) : null,
      entitlementDn: bound ? entitlementDn(bound[0], bound[1]) : null,
    };
  });
  const resource = db.prepare(
    `INSERT INTO resources (dn, id, names, descriptions, status, created_at, driver_dn, entitlement_dn, entitlement_value)
     VALUES (@dn, @id, @names, @descriptions, 50, @createdAt, @driverDn, @entitlementDn, @value)`,
  );
  const resourceCategory = db.prepare<[string, string]>(
    'INSERT OR IGNORE INTO resource_categories (resource_dn, category_key) VALUES (?, ?)',
  );
  const resourceOwner = db.prepare<[string, string, string]>(
    'INSERT OR IGNORE INTO resource_owners (resource_dn, owner_dn, owner_type) VALUES (?, ?, ?)',
  );
  const parameter = db.prepare<[string, string, string, string, string, number]>(
    'INSERT INTO resource_parameters (resource_dn, key, display_label, data_type, static_value, hidden) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const driverNames = new Map(ENTITLEMENT_DRIVERS.map((d) => [driverDn(d.name).toLowerCase(), d.name]));
  [...classic, ...fromDrivers].forEach((row, index) => {
    const id = idFromName(row.name);
    const dn = resourceDn(id);
    resource.run({
      dn,
      id,
      names: JSON.stringify({ en: row.name }),
      descriptions: JSON.stringify({ en: row.description }),
      createdAt: EPOCH_2024 + random.int(0, 600) * DAY,
      driverDn: row.driverDn,
      entitlementDn: row.entitlementDn,
      value: row.value,
    });
    for (const key of row.categories) resourceCategory.run(dn, key);
    for (const [ownerDn, type] of pickOwners(random, owners, index)) resourceOwner.run(dn, ownerDn, type);
    const driverName = row.driverDn ? driverNames.get(row.driverDn.toLowerCase()) : undefined;
    for (const [target, key, label, type, staticValue, hidden] of PARAMETERS) {
      if (target === row.name || target === driverName) parameter.run(dn, key, label, type, staticValue, hidden);
    }
    if (row.dynamic) {
      const list = (row.valueCount ?? 0) <= LIST_PARAMETER_MAX_VALUES;
      parameter.run(dn, 'EntitlementParamKey', 'Value', list ? 'List' : 'String', '', 0);
    }
  });
}
