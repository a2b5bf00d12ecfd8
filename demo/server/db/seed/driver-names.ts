/** The driver set of the generated catalog: connected systems with entitlements, and their values. */

export interface EntitlementSpec {
  name: string;
  description: string;
  /** Number of generated values; 0 for a valueless entitlement (e.g. an account). */
  values: number;
  /** How a value looks: its display name from the value's parts. */
  valueKind: 'group' | 'role' | 'profile' | 'license' | 'permissionSet';
  /** Picks per logical system (SAP). */
  logicalSystem?: string;
  singleValued?: boolean;
  cprsSupported?: boolean;
  /** How many resources to generate from the first values. */
  resources: number;
}

export interface DriverSpec {
  name: string;
  description: string;
  /** The domain part of generated value DNs. */
  domain: string;
  entitlements: readonly EntitlementSpec[];
}

export const ENTITLEMENT_DRIVERS: readonly DriverSpec[] = [
  {
    name: 'Active Directory',
    description: 'Corporate Active Directory domain acme.com',
    domain: 'dc=acme,dc=com',
    entitlements: [
      {
        name: 'Group',
        description: 'Active Directory group membership',
        values: 420,
        valueKind: 'group',
        cprsSupported: true,
        resources: 8,
      },
      {
        name: 'Exchange Mailbox',
        description: 'An Exchange mailbox',
        values: 0,
        valueKind: 'group',
        singleValued: true,
        resources: 0,
      },
      {
        name: 'User Account',
        description: 'An Active Directory account',
        values: 0,
        valueKind: 'group',
        singleValued: true,
        cprsSupported: true,
        resources: 0,
      },
    ],
  },
  {
    name: 'Google Workspace',
    description: 'Google Workspace for acme.com',
    domain: 'dc=google,dc=acme,dc=com',
    entitlements: [
      { name: 'Group', description: 'Google group membership', values: 60, valueKind: 'group', resources: 4 },
      {
        name: 'License',
        description: 'Google Workspace licence',
        values: 4,
        valueKind: 'license',
        singleValued: true,
        resources: 3,
      },
    ],
  },
  {
    name: 'ServiceNow',
    description: 'IT service management',
    domain: 'o=servicenow',
    entitlements: [
      {
        name: 'Role',
        description: 'ServiceNow role',
        values: 45,
        valueKind: 'role',
        cprsSupported: true,
        resources: 4,
      },
      { name: 'Group', description: 'ServiceNow assignment group', values: 30, valueKind: 'group', resources: 3 },
    ],
  },
  {
    name: 'SAP ERP',
    description: 'SAP ERP, production client',
    domain: 'o=sap',
    entitlements: [
      {
        name: 'Role',
        description: 'SAP single or composite role',
        values: 120,
        valueKind: 'role',
        logicalSystem: 'PRD-100',
        cprsSupported: true,
        resources: 4,
      },
      {
        name: 'Profile',
        description: 'SAP authorisation profile',
        values: 25,
        valueKind: 'profile',
        logicalSystem: 'PRD-100',
        resources: 2,
      },
      {
        name: 'User Account',
        description: 'An SAP user',
        values: 0,
        valueKind: 'role',
        singleValued: true,
        resources: 0,
      },
    ],
  },
  {
    name: 'Salesforce',
    description: 'Salesforce CRM',
    domain: 'o=salesforce',
    entitlements: [
      {
        name: 'Profile',
        description: 'Salesforce profile',
        values: 12,
        valueKind: 'profile',
        singleValued: true,
        resources: 3,
      },
      {
        name: 'Permission Set',
        description: 'Salesforce permission set',
        values: 40,
        valueKind: 'permissionSet',
        resources: 3,
      },
    ],
  },
  {
    name: 'Microsoft Entra ID',
    description: 'Cloud directory and Microsoft 365',
    domain: 'dc=entra,dc=acme,dc=com',
    entitlements: [
      {
        name: 'Group',
        description: 'Entra ID security group',
        values: 200,
        valueKind: 'group',
        cprsSupported: true,
        resources: 3,
      },
      { name: 'Role', description: 'Entra ID directory role', values: 30, valueKind: 'role', resources: 2 },
      {
        name: 'License',
        description: 'Microsoft 365 licence',
        values: 6,
        valueKind: 'license',
        singleValued: true,
        resources: 2,
      },
    ],
  },
  {
    name: 'Oracle Database',
    description: 'Oracle databases of the data centre',
    domain: 'o=oracle',
    entitlements: [
      { name: 'Role', description: 'Database role', values: 20, valueKind: 'role', resources: 2 },
      {
        name: 'Account',
        description: 'A database account',
        values: 0,
        valueKind: 'role',
        singleValued: true,
        resources: 0,
      },
    ],
  },
  {
    name: 'Linux and UNIX',
    description: 'Linux and UNIX servers',
    domain: 'o=unix',
    entitlements: [
      { name: 'Group', description: 'POSIX group', values: 35, valueKind: 'group', resources: 2 },
      {
        name: 'Account',
        description: 'A login account',
        values: 0,
        valueKind: 'group',
        singleValued: true,
        resources: 0,
      },
    ],
  },
];

/** DirXML drivers without entitlements (only `admin/driver` lists them). */
export const SYSTEM_DRIVERS: readonly (readonly [string, string])[] = [
  ['User Application Driver', 'Identity Applications'],
  ['Role and Resource Service Driver', 'Role and resource assignments'],
  ['Managed System Gateway', 'Entitlement queries for Identity Reporting'],
  ['Data Collection Service Driver', 'Identity Reporting data collection'],
];

const AREAS = ['Engineering', 'Sales', 'Marketing', 'Finance', 'HR', 'Operations', 'Legal', 'Support'];
const PURPOSES = ['Share', 'App', 'Project', 'Team', 'Admins', 'Readers', 'Writers', 'Reviewers'];
const ROLE_WORDS = ['Viewer', 'Editor', 'Manager', 'Administrator', 'Auditor', 'Operator'];
const LICENSES = ['Business Starter', 'Business Standard', 'Business Plus', 'Enterprise', 'Frontline', 'Education'];
const PROFILES = [
  'Standard User',
  'Read Only',
  'Power User',
  'System Administrator',
  'Marketing User',
  'Contract Manager',
];

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * The display name of the i-th value of an entitlement: every i gives a different name (the parts cycle
 * at different speeds, so (i mod a, i div a mod b, i div ab) is unique).
 */
export function valueDisplayName(kind: EntitlementSpec['valueKind'], i: number): string {
  const area = AREAS[i % AREAS.length] as string;
  switch (kind) {
    case 'license':
      return LICENSES[i % LICENSES.length] as string;
    case 'profile': {
      const base = PROFILES[i % PROFILES.length] as string;
      const round = Math.floor(i / PROFILES.length);
      return round === 0 ? base : `${base} ${round + 1}`;
    }
    case 'role': {
      const word = ROLE_WORDS[Math.floor(i / AREAS.length) % ROLE_WORDS.length] as string;
      return `${area} ${word} ${pad(Math.floor(i / (AREAS.length * ROLE_WORDS.length)) + 1)}`;
    }
    case 'permissionSet': {
      const word = ROLE_WORDS[Math.floor(i / AREAS.length) % ROLE_WORDS.length] as string;
      return `${area} ${word} Permissions${i >= AREAS.length * ROLE_WORDS.length ? ` ${Math.floor(i / (AREAS.length * ROLE_WORDS.length)) + 1}` : ''}`;
    }
    default: {
      const purpose = PURPOSES[Math.floor(i / AREAS.length) % PURPOSES.length] as string;
      return `${area} ${purpose} ${pad(Math.floor(i / (AREAS.length * PURPOSES.length)) + 1)}`;
    }
  }
}
