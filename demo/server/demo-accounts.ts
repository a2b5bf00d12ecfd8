import type { AdminDomainKey, AdminTypeKey } from '../../src/domain/admin-assignments.js';
import type { NavRightValue } from './auth/rights.js';

/** The password of every demo account (6–100 of letters, digits, !@#$%^&*; one digit at least). */
export const DEMO_PASSWORD = 'Passw0rd';

export const ADMIN_DN = 'cn=uaadmin,ou=sa,o=data';
export const USERS_CONTAINER = 'ou=users,o=data';

export interface DemoAccount {
  cn: string;
  givenName: string;
  surname: string;
  title: string;
  department: string;
  /** What this account shows off; listed on the sign-in page. */
  kind: string;
  containerDn: string;
  /** cn of the manager among the demo accounts; 'top' = a vice president of the generated organisation. */
  manager?: string;
  /**
   * Administrator assignments of this account (seeded as records of admin_assignments, the only source of
   * administration rights: auth/administer.ts); a delegated administrator's permissions are seeded with the
   * catalog (db/seed/admin-assignments.ts).
   */
  admin?: readonly { domain: AdminDomainKey; type: AdminTypeKey }[];
  /** Navigation rights stored explicitly for this account (others follow the default rule). */
  rights?: Record<string, NavRightValue>;
  /** cns of the accounts this one may act for (proxy). */
  proxyFor?: string[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    cn: 'uaadmin',
    givenName: 'UA',
    surname: 'Admin',
    title: 'Identity Administrator',
    department: 'IT',
    kind: 'Administrator: every area and right',
    containerDn: 'ou=sa,o=data',
    admin: [
      { domain: 'SECURITY', type: 'ADMIN' },
      { domain: 'ROLES', type: 'ADMIN' },
      { domain: 'RESOURCES', type: 'ADMIN' },
      { domain: 'PROVISIONING', type: 'ADMIN' },
      { domain: 'CONFIGURATION', type: 'ADMIN' },
    ],
  },
  {
    cn: 'mmanager',
    givenName: 'Maria',
    surname: 'Manager',
    title: 'Engineering Manager',
    department: 'Engineering',
    kind: 'Manager and approver with direct reports (delegates and sets her availability)',
    containerDn: USERS_CONTAINER,
    manager: 'top',
    rights: { delegation: 'true', createDelegation: 'true', availability: 'true' },
  },
  {
    cn: 'euser',
    givenName: 'Eddie',
    surname: 'User',
    title: 'Software Engineer',
    department: 'Engineering',
    kind: 'End user (reports to Maria Manager)',
    containerDn: USERS_CONTAINER,
    manager: 'mmanager',
  },
  {
    cn: 'tmanager',
    givenName: 'Tina',
    surname: 'Teammanager',
    title: 'Support Team Lead',
    department: 'Support',
    kind: 'Team manager (delegation and availability for her teams)',
    containerDn: USERS_CONTAINER,
    manager: 'top',
    // Her rights (teams, delegation, availability) come from the teams she manages and their permissions
    // (db/seed/teams.ts, auth/team-rights.ts), nothing stored beside them.
  },
  {
    cn: 'dadmin',
    givenName: 'Dan',
    surname: 'Delegate',
    title: 'Role Administrator',
    department: 'IT',
    kind: 'Delegated administrator for roles',
    containerDn: USERS_CONTAINER,
    manager: 'top',
    admin: [{ domain: 'ROLES', type: 'MANAGER' }],
  },
  {
    cn: 'pproxy',
    givenName: 'Paula',
    surname: 'Proxy',
    title: 'Executive Assistant',
    department: 'Operations',
    kind: 'May act as Maria Manager (proxy)',
    containerDn: USERS_CONTAINER,
    manager: 'mmanager',
    proxyFor: ['mmanager'],
  },
];

export const demoDn = (account: DemoAccount): string => `cn=${account.cn},${account.containerDn}`;
