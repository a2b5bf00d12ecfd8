import type { AccessSandbox, Account, TaskList } from '../sandbox/access-helpers.js';
import { DN } from '../sandbox/access-helpers.js';
import { AD_DRIVER, TEAM } from '../sandbox/lookup-helpers.js';

/** One valid call of a contract operation on the seeded sandbox. */
export interface SandboxCall {
  /** Who calls; uaadmin (every right) unless the operation is about another kind of user. */
  as?: Account;
  /** The concrete path under `/<ctx>/rest/`, for operations whose path has parameters. */
  path?: string;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}

/**
 * Operations only newer servers serve (docs/protocol.md "Server versions"): the contract test calls them on
 * a sandbox that behaves as 4.10 (IDM_SERVER_VERSION); the 4.8.6 default answers 404.
 */
export const ON_NEWER_SERVERS: ReadonlySet<string> = new Set([
  'POST access/requests/permissions/v2',
  'POST access/tasks/v2',
]);

/** How to call an operation: a fixed call or one built from the seeded data (read when the call is made). */
export type HowToCall = SandboxCall | ((sandbox: AccessSandbox) => SandboxCall | Promise<SandboxCall>);

const roleContainer = (level: number) =>
  `cn=Level${level},cn=RoleDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system`;
const TASKLIST_COLUMNS = 'com.novell.idm.dashboard.tasklist-columns.preference';
const PAGE = { size: 5 } as const;

const one = <T>(rows: T[], what: string): T => {
  const row = rows[0];
  if (row === undefined) throw new Error(`the seeded sandbox has no ${what}`);
  return row;
};
const dbRow = <T>(sandbox: AccessSandbox, sql: string): T => one(sandbox.app.store.db.prepare<[], T>(sql).all(), sql);
const openTask = async (sandbox: AccessSandbox, as: Account) =>
  one((await sandbox.get<TaskList>(as, '/access/tasks/list?size=5')).tasks, `open task of ${as}`);
const roleDn = (sandbox: AccessSandbox) =>
  dbRow<{ dn: string }>(sandbox, 'SELECT dn FROM roles ORDER BY dn LIMIT 1').dn;
const historyId = async (sandbox: AccessSandbox, as: Account) =>
  one(
    (await sandbox.get<{ requests: { id: string }[] }>(as, '/access/requests/historylist?size=5')).requests,
    `request of ${as}`,
  ).id;
/** A role of the level that no SoD rule names. */
const levelRole = (sandbox: AccessSandbox, level: number) =>
  dbRow<{ dn: string }>(
    sandbox,
    `SELECT dn FROM roles r WHERE level = ${level} AND NOT EXISTS (SELECT 1 FROM sods s WHERE r.dn IN (s.role1_dn, s.role2_dn)) ORDER BY dn LIMIT 1`,
  ).dn;
/** A permission role nothing hangs on: no assignment, rule, parent or request. */
const unusedRole = (sandbox: AccessSandbox) =>
  dbRow<{ dn: string }>(
    sandbox,
    `SELECT dn FROM roles r WHERE level = 10 AND NOT EXISTS (SELECT 1 FROM assignments a WHERE a.item_dn = r.dn)
     AND NOT EXISTS (SELECT 1 FROM sods s WHERE r.dn IN (s.role1_dn, s.role2_dn))
     AND NOT EXISTS (SELECT 1 FROM role_children c WHERE c.child_dn = r.dn)
     AND NOT EXISTS (SELECT 1 FROM access_requests q WHERE q.item_dn = r.dn) ORDER BY dn DESC LIMIT 1`,
  ).dn;
const childLink = (sandbox: AccessSandbox) =>
  dbRow<{ parent: string; child: string }>(
    sandbox,
    'SELECT parent_dn AS parent, child_dn AS child FROM role_children ORDER BY parent_dn, child_dn LIMIT 1',
  );
const firstCategory = (sandbox: AccessSandbox, list: string) =>
  dbRow<{ id: number }>(sandbox, `SELECT id FROM landing_categories WHERE list = '${list}' ORDER BY id LIMIT 1`).id;
const lastCategory = (sandbox: AccessSandbox, list: string) =>
  dbRow<{ id: number }>(sandbox, `SELECT id FROM landing_categories WHERE list = '${list}' ORDER BY id DESC LIMIT 1`).id;
const lastItem = (sandbox: AccessSandbox, list: string) =>
  dbRow<{ id: number }>(sandbox, `SELECT id FROM landing_items WHERE list = '${list}' ORDER BY id DESC LIMIT 1`).id;
/** A requestable role the list does not feature yet. */
const unfeatured = (sandbox: AccessSandbox, list: string) =>
  dbRow<{ dn: string }>(
    sandbox,
    `SELECT dn FROM permission_index p WHERE type = 'ROLE' AND NOT EXISTS (SELECT 1 FROM landing_items l WHERE l.list = '${list}' AND l.item_dn = p.dn) ORDER BY dn LIMIT 1`,
  ).dn;
const resourceDn = (sandbox: AccessSandbox) =>
  dbRow<{ dn: string }>(sandbox, "SELECT dn FROM resources WHERE name = 'Laptop'").dn;
const adGroup = (sandbox: AccessSandbox) =>
  dbRow<{ dn: string }>(sandbox, `SELECT dn FROM entitlements WHERE driver_dn = '${AD_DRIVER}' AND name = 'Group'`).dn;
const sodDn = (sandbox: AccessSandbox) => dbRow<{ dn: string }>(sandbox, 'SELECT dn FROM sods ORDER BY dn LIMIT 1').dn;
const DAY = 86_400_000;
/** A window in a year's time, clear of every seeded one. */
const FUTURE = Math.floor(Date.now() / DAY) * DAY + 400 * DAY;
const lastDelegation = (sandbox: AccessSandbox) =>
  dbRow<{ id: number }>(sandbox, 'SELECT MAX(id) AS id FROM delegations').id;
const lastAvailability = (sandbox: AccessSandbox) =>
  dbRow<{ id: number }>(sandbox, 'SELECT MAX(rowid) AS id FROM availability').id;
const lastProxy = (sandbox: AccessSandbox) => dbRow<{ id: number }>(sandbox, 'SELECT MAX(rowid) AS id FROM proxies').id;
/** A fresh request of euser for a role nobody holds yet, so it can be retracted, revoked or looked at. */
const freshRequest = (sandbox: AccessSandbox) =>
  sandbox.requestFor('uaadmin', roleDn(sandbox), sandbox.people(1, 30)[0]!.dn);

const personAttributes = (cn: string) => [
  { key: 'CN', values: [cn] },
  { key: 'FirstName', values: ['Contract'] },
  { key: 'LastName', values: ['Test'] },
];

/**
 * Every contract operation the sandbox serves, keyed `METHOD path` as in the swagger (the tag's prefix,
 * path parameters in braces). The response test calls each one and validates the 2xx body; it fails when
 * the sandbox serves a contract route that has no entry here, so a new route needs one line.
 */
export const SANDBOX_CALLS: Record<string, HowToCall> = {
  // Shell and user
  'GET access/info/user/rights': {},
  'GET access/info/version': {},
  'POST access/info/user/navigationmenu': { body: {} },
  'POST access/info/user/navigationrights': { body: { navPageRights: [{ key: 'users' }, { key: 'role' }] } },
  'GET access/users/userDefaults': { query: { clientId: 1 } },
  'GET access/notifyService': {},
  'GET access/proxy/for': { as: 'pproxy' },
  'GET access/supportedlocales': {},
  'GET access/supportedlocales/defaultlocale': {},
  'GET access/supportedlocales/userlocale': {},
  'POST access/ulp/l10n/listLocales': { as: 'euser', body: { userDN: DN.euser, userPreferredLocales: ['de'] } },
  'GET access/config/clients': {},
  'GET access/config/clients/{id}': { path: 'access/config/clients/1' },
  'GET admin/display/settings/general': {},
  'PUT admin/display/settings/general': {
    body: { defaultRowsPerPage: 25, optionsRowsPerPage: '10,25,50', newRequestDefaultSortByOption: 'name' },
  },
  'GET access/administration/igConfig': {},
  // settings: client settings by section, clients, stylesheet; display and IG settings.
  'POST access/administration/igConfig': { body: { host: 'https://ig.example.com', adminUserName: 'igadmin' } },
  'GET access/config': { query: { client: '1', key: 'branding.title' } },
  'GET access/config/access': { query: { client: '1' } },
  'POST access/config/access': { query: { client: '1' }, body: { settings: [] } },
  'GET access/config/branding': { query: { client: '1' } },
  'POST access/config/branding': {
    query: { client: '1' },
    body: { settings: [{ key: 'title', sectionKey: 'branding', value: [{ locale: 'en', value: 'Identity Manager' }] }] },
  },
  'GET access/config/custom': { query: { client: '1' } },
  'POST access/config/custom': {
    query: { client: '1' },
    body: {
      settings: [
        { key: 'messageTime', sectionKey: 'customization', value: 10000 },
        { key: 'searchLookup', sectionKey: 'customization', value: [{ displayLabel: 'Last Name', key: 'LastName' }] },
      ],
    },
  },
  'GET access/config/dashboard': { query: { client: '1' } },
  'POST access/config/dashboard': { query: { client: '1' }, body: { settings: [] } },
  'GET access/config/helpdesk': { query: { client: '1' } },
  'POST access/config/helpdesk': {
    query: { client: '1' },
    body: { settings: [{ key: 'helpdeskName', sectionKey: 'helpdesk', value: 'IT Help Desk' }] },
  },
  'POST access/config/clients': { body: { name: 'Contract client', matchCondition: 'contract' } },
  'POST access/config/clients/{id}': { path: 'access/config/clients/1', body: { name: 'Default' } },
  'DELETE access/config/clients': (sandbox) => ({
    body: { values: [sandbox.app.store.clients.create({ name: 'Doomed client', matchCondition: '' }).id] },
  }),
  'POST access/config/restoreSettings/{key}': { path: 'access/config/restoreSettings/dashboardAccess', query: { client: '1' } },
  'PUT access/config/uploadStyle': { query: { client: '1' }, body: '.header { color: inherit; }' },
  'GET access/config/style/{fileName}': (sandbox) => {
    sandbox.app.store.clients.saveStyle('1', '.brand { font-weight: 600; }', Date.now());
    return { path: 'access/config/style/client-1.css' };
  },
  'GET admin/display/settings/task': {},
  'PUT admin/display/settings/task': { body: { taskListSort: 'priority', taskListSortDesc: false } },
  'GET admin/display/settings/request': {},
  'PUT admin/display/settings/request': { body: { requestListSort: 'status' } },
  'GET access/preference': { query: { attribute: TASKLIST_COLUMNS } },
  'POST access/preference': {
    query: { attribute: TASKLIST_COLUMNS },
    body: { columns: ['requestedItem', 'recipient'] },
  },
  'DELETE access/preference': { query: { attribute: TASKLIST_COLUMNS } },
  'GET access/counts': { query: { users: true, roles: true, resources: true } },

  // Tasks
  'GET access/tasks/list': { as: 'mmanager', query: PAGE },
  'GET access/tasks/list/others/team': { as: 'tmanager', query: PAGE },
  'GET access/tasks/badge': { as: 'mmanager' },
  'POST access/tasks/item': async (sandbox) => ({
    as: 'mmanager',
    body: { taskId: (await openTask(sandbox, 'mmanager')).taskId },
  }),
  'POST access/tasks': async (sandbox) => ({
    as: 'mmanager',
    body: { tasks: [{ taskId: (await openTask(sandbox, 'mmanager')).taskId }], action: 'claim', comment: '' },
  }),

  // Requests and history
  'GET access/requests/historylist': { as: 'euser', query: PAGE },
  'GET access/requests/history': { as: 'euser', query: PAGE },
  'POST access/requests/history/item': async (sandbox) => ({
    as: 'euser',
    body: { id: await historyId(sandbox, 'euser') },
  }),
  'POST access/requests/historyForUser': { as: 'mmanager', body: { dn: DN.euser } },
  'POST access/requests/team/user/history': { as: 'tmanager', query: PAGE, body: {} },
  'DELETE access/requests/history': async (sandbox) => ({ body: { requests: [{ id: await freshRequest(sandbox) }] } }),
  'POST access/requests/permissions': (sandbox) => ({
    body: {
      reqPermissions: [{ id: roleDn(sandbox) }],
      recipients: [{ dn: sandbox.people(1, 31)[0]!.dn, type: 'user' }],
      reason: 'contract',
    },
  }),
  'POST access/requests/permissions/v2': (sandbox) => ({
    body: {
      reqPermissions: [{ id: roleDn(sandbox) }],
      recipients: [{ dn: sandbox.people(1, 32)[0]!.dn, type: 'user' }],
      data: [{ key: 'reason', value: ['contract'] }],
    },
  }),
  'POST access/tasks/v2': async (sandbox) => ({
    as: 'mmanager',
    body: { taskId: (await openTask(sandbox, 'mmanager')).taskId, taskAction: 'ClaimAction', comments: 'contract' },
  }),
  'POST access/requests/permissions/item': (sandbox) => ({
    body: { id: roleDn(sandbox), recipients: [{ dn: sandbox.people(1, 33)[0]!.dn, type: 'user' }], reason: 'contract' },
  }),

  // Request access catalog
  'GET access/rob': {},
  'GET access/rob/ismproperties/oauth': {},
  // An administrator's maintenance after directory changes
  'POST admin/identityResync': { body: { dn: DN.euser } },
  'POST access/user/dn': { body: { oldUserDn: 'cn=eddie-before-rename,ou=users,o=data', newUserDn: DN.euser } },
  'GET access/teams/recipients/userlist/v2': { as: 'tmanager', query: PAGE },
  'GET access/permissions': { as: 'euser', query: PAGE },
  'POST access/permissions/item': (sandbox) => ({ as: 'euser', body: { id: roleDn(sandbox) } }),
  'POST access/teams/permissions': { as: 'tmanager', query: PAGE, body: { targetSetDnList: [TEAM] } },
  'GET access/featuredItems': {},
  'GET access/ulp/landingItems/v2': { query: { clientId: 1, images: true } },
  'GET access/codeMap/{id}/values': (sandbox) => ({
    path: `access/codeMap/${encodeURIComponent(dbRow<{ dn: string }>(sandbox, 'SELECT entitlement_dn AS dn FROM entitlement_values LIMIT 1').dn)}/values`,
  }),

  // Assignments
  'GET access/assignments': { as: 'euser' },
  'POST access/assignments/list': { body: { dn: DN.euser } },
  'DELETE access/assignments': (sandbox) => {
    const held = dbRow<{ item_dn: string; kind: string }>(
      sandbox,
      `SELECT item_dn, kind FROM assignments WHERE recipient_dn = '${DN.euser}' AND status = 'active' ORDER BY id LIMIT 1`,
    );
    return { as: 'euser', body: { assignments: [{ id: held.item_dn, entityType: held.kind }], reason: 'contract' } };
  },
  'DELETE access/assignments/list': (sandbox) => {
    const held = dbRow<{ item_dn: string; kind: string; recipient_dn: string }>(
      sandbox,
      "SELECT item_dn, kind, recipient_dn FROM assignments WHERE recipient_type = 'user' AND status = 'active' ORDER BY id DESC LIMIT 1",
    );
    return {
      body: {
        assignments: [
          { id: held.item_dn, entityType: held.kind, assignmentToList: [{ assignedToDn: held.recipient_dn }] },
        ],
        reason: 'contract',
      },
    };
  },

  // People
  'GET access/users/list': { query: PAGE },
  'GET access/users/details': { query: { userDn: DN.mmanager } },
  'POST access/user': {
    body: { container: 'ou=users,o=data', password: 'Welcome1!', attributes: personAttributes('contract.created') },
  },
  'PUT access/user': { body: { dn: DN.euser, attributes: [{ key: 'Title', values: ['Tester'] }] } },
  'DELETE access/user': async (sandbox) => {
    await sandbox.send(
      'uaadmin',
      'POST',
      '/access/user',
      { container: 'ou=users,o=data', password: 'Welcome1!', attributes: personAttributes('contract.deleted') },
      200,
    );
    return { body: { members: [{ dn: 'cn=contract.deleted,ou=users,o=data' }] } };
  },
  'GET access/entities/schema': {},
  'GET access/entities/schema/rra': { query: { entityName: 'user', minimalData: true } },
  // Workflow forms (a PRD's request form, a task's approval form; the forms and templates of workflow design)
  'GET access/forms': (sandbox) => ({
    query: { id: dbRow<{ dn: string }>(sandbox, "SELECT dn FROM prds WHERE name = 'Request New Laptop'").dn },
  }),
  'GET access/forms/dataItemsList': { query: { formId: 'NewLaptopForm' } },
  'GET access/forms/listTemplates': { query: { isCustom: false } },
  'GET access/forms/listWorkflowForms': { query: { formContainer: 'RequestForms' } },
  'GET access/entities/list': { query: { entityKey: 'user', q: 'manager', ...PAGE } },
  'GET access/entities/quickInfo': { query: { entityType: 'USER', entityId: DN.euser, clientId: 1 } },
  // Custom entities and the help desk (issue 19; README "Entities")
  'GET access/entities/definitions': { query: { clientId: 1 } },
  'GET access/entities/globalList': { query: { key: 'countries', locale: 'en' } },
  'POST access/entities/item': {
    query: { clientId: 1 },
    body: {
      key: 'device',
      attributes: [
        { key: 'cn', attributeValues: ['LT-CONTRACT'] },
        { key: 'deviceType', attributeValues: ['laptop'] },
      ],
    },
  },
  'PUT access/entities/item': {
    query: { clientId: 1 },
    body: {
      key: 'device',
      dn: 'cn=LT-CONTRACT,ou=devices,ou=entities,o=data',
      attributes: [{ key: 'serialNumber', attributeValues: ['SN-CONTRACT'] }],
    },
  },
  'DELETE access/entities/item': {
    query: { clientId: 1 },
    body: { items: [{ key: 'device', dn: 'cn=LT-CONTRACT,ou=devices,ou=entities,o=data' }], count: 1 },
  },
  'GET access/query/list': {},
  'POST access/query/global': { body: { key: 'devicesByType', parameters: [{ key: 'deviceType', values: ['server'] }] } },
  'GET access/helpdesk': { query: { userDN: DN.euser } },
  'GET access/helpdesk/category': { query: { resDn: 'group', userDn: DN.euser } },
  'POST access/helpdesk/ticket': {
    as: 'euser',
    body: { category: 'account', subject: 'Contract ticket', description: 'Made by the contract test' },
  },
  'GET access/groups': { query: PAGE },
  'GET access/groups/membershipInfo': { query: { userDn: DN.euser } },
  'POST access/groups': {
    body: { name: 'Contract Group', description: 'Made by the contract test', container: 'ou=groups,o=data' },
  },
  'PUT access/groups': {
    body: { dn: 'cn=Contract Group,ou=groups,o=data', members: [DN.euser], membersAction: 'add' },
  },
  'DELETE access/groups': { body: { dn: 'cn=Contract Group,ou=groups,o=data' } },

  'POST access/groups/members': (sandbox) => ({
    query: PAGE,
    body: { dn: dbRow<{ dn: string }>(sandbox, 'SELECT group_dn AS dn FROM group_members LIMIT 1').dn },
  }),
  'GET access/info/user/passwordsyncstatus': { as: 'euser' },
  'POST access/info/user/passwordsyncstatus': { body: { dn: DN.euser } },
  'GET access/relationships': {},
  'GET access/relationships/list': {},
  'GET access/orgChart/v2': { query: { userDN: DN.mmanager, relationshipKey: 'manager' } },
  'GET access/orgChart/target/list': { query: { relationshipKey: 'manager' } },
  'GET access/teams/managelist': { as: 'tmanager' },
  'GET access/teams/members': { as: 'tmanager', query: { memberDn: TEAM, ...PAGE } },
  'GET access/teams/team/userlist': { as: 'tmanager', query: { teamDn: TEAM, ...PAGE } },
  'POST access/teams/recipients/list': { body: { dn: TEAM } },
  // Team administration (issue 16)
  'POST access/teams': {
    body: {
      name: 'Contract Team',
      description: 'Made by the contract test',
      domainTypes: ['R'],
      requestors: [{ dn: DN.tmanager, type: 'user' }],
      recipients: [{ dn: DN.euser, type: 'user' }],
    },
  },
  'PUT access/teams': { body: { dn: TEAM, description: 'Updated by the contract test' } },
  'DELETE access/teams': (sandbox) => ({
    body: { teams: [{ dn: dbRow<{ dn: string }>(sandbox, "SELECT dn FROM teams WHERE name = 'Cloud Platform'").dn }] },
  }),
  'POST access/teams/team': { as: 'tmanager', body: { dn: TEAM } },
  'POST access/teams/team/permissions': { as: 'tmanager', query: PAGE, body: { dn: TEAM } },
  'PUT access/teams/permissions': (sandbox) => ({
    body: { teamDN: TEAM, permissions: [{ dn: roleDn(sandbox), entityType: 'role', permission: 'request' }] },
  }),
  'DELETE access/teams/permissions': (sandbox) => {
    const row = dbRow<{ team: string; dn: string }>(
      sandbox,
      "SELECT team_dn AS team, object_dn AS dn FROM team_permissions WHERE object_type = 'role' LIMIT 1",
    );
    return { body: { teamDN: row.team, permissions: [{ dn: row.dn }] } };
  },
  'GET access/teams/roles': { query: PAGE },
  'GET access/teams/resources': { query: PAGE },
  'GET access/teams/prds': { query: PAGE },
  'GET access/teams/role/permissions': { query: PAGE },
  'POST access/teams/container/roles': { query: PAGE, body: { dn: 'cn=Level10,cn=RoleDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system' } },
  'POST access/teams/container/resources': { query: PAGE, body: { dn: 'cn=ResourceDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system' } },
  'GET access/teams/recipients/groups': { query: PAGE },
  'POST access/teams/recipients/users/v2': { as: 'tmanager', query: PAGE, body: { teams: [{ dn: TEAM }] } },

  // Catalog lookups
  'GET catalog/roles': { query: PAGE },
  'GET catalog/roles/list': { query: PAGE },
  'GET catalog/roles/levels': {},
  'GET catalog/roleCategories': { query: PAGE },
  'GET catalog/resources': { query: PAGE },
  'GET catalog/resources/list': { query: PAGE },
  'GET catalog/resourceCategories': { query: PAGE },
  'GET catalog/prds': { query: PAGE },
  'GET catalog/sods': { query: PAGE },
  'GET catalog/drivers': { query: PAGE },
  'POST catalog/drivers/driver': { body: { id: AD_DRIVER, name: 'Active Directory' } },
  'POST catalog/drivers/entitlementValues/listV2': (sandbox) => {
    const entitlement = dbRow<{ dn: string }>(
      sandbox,
      `SELECT entitlement_dn AS dn FROM entitlement_values v JOIN entitlements e ON e.dn = v.entitlement_dn WHERE e.driver_dn = '${AD_DRIVER}' LIMIT 1`,
    );
    return { query: { pageSize: 5 }, body: { id: AD_DRIVER, entitlements: [{ id: entitlement.dn }] } };
  },
  'GET admin/driver': {},
  'GET access/containers/role': {},
  'GET access/containers/resource': {},
  'GET access/containers/prd': {},
  'POST access/containers/container': {
    body: { dn: 'cn=RoleDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system' },
  },

  // Role and SoD administration (README "Roles and separation of duties")
  'GET catalog/roles/listV2': { query: { ...PAGE, roleLevel: 20 } },
  'POST catalog/roles': { body: { name: 'Contract Role', level: 10, description: 'Made by the contract test.' } },
  'POST catalog/roles/role': (sandbox) => ({ body: { roles: [{ id: roleDn(sandbox) }] } }),
  'POST catalog/roles/roleV2': (sandbox) => ({ query: { entityType: 'role' }, body: { roles: [{ id: roleDn(sandbox) }] } }),
  'PUT catalog/roles/role': (sandbox) => ({ body: { id: roleDn(sandbox), description: 'Changed by the contract test.' } }),
  'PUT catalog/roles/roles': (sandbox) => ({ body: { roles: [{ id: roleDn(sandbox), description: 'Bulk change.' }] } }),
  'DELETE catalog/roles/role': (sandbox) => ({ body: { roles: [{ id: unusedRole(sandbox) }] } }),
  'POST catalog/roles/subRoles': (sandbox) => ({
    body: { roleId: levelRole(sandbox, 20), subRoles: [{ id: unusedRole(sandbox) }] },
  }),
  'DELETE catalog/roles/subRoles': (sandbox) => {
    const link = childLink(sandbox);
    return { body: { roleId: link.parent, subRoles: [{ id: link.child }] } };
  },
  'POST catalog/roles/subRoles/list': (sandbox) => ({ query: PAGE, body: { id: childLink(sandbox).parent } }),
  'POST catalog/roles/parentRoles': (sandbox) => ({
    body: { roleId: unusedRole(sandbox), parentRoles: [{ id: levelRole(sandbox, 20) }] },
  }),
  'DELETE catalog/roles/parentRoles': (sandbox) => {
    const link = childLink(sandbox);
    return { body: { roleId: link.child, parentRoles: [{ id: link.parent }] } };
  },
  'POST catalog/roles/parentRoles/list': (sandbox) => ({ query: PAGE, body: { id: childLink(sandbox).child } }),
  'POST catalog/roles/mappedResources': (sandbox) => ({
    body: {
      roleId: roleDn(sandbox),
      mappedResources: [{ id: dbRow<{ dn: string }>(sandbox, 'SELECT dn FROM resources ORDER BY dn LIMIT 1').dn }],
    },
  }),
  'DELETE catalog/roles/mappedResources': (sandbox) => {
    const link = dbRow<{ role: string; resource: string }>(
      sandbox,
      'SELECT role_dn AS role, resource_dn AS resource FROM role_resources ORDER BY role_dn DESC LIMIT 1',
    );
    return { body: { roleId: link.role, mappedResources: [{ id: link.resource }] } };
  },
  'POST catalog/roles/mappedResources/list': (sandbox) => ({
    query: PAGE,
    body: { id: dbRow<{ dn: string }>(sandbox, 'SELECT role_dn AS dn FROM role_resources ORDER BY role_dn LIMIT 1').dn },
  }),
  'POST catalog/roles/role/assignments': (sandbox) => ({
    query: PAGE,
    body: { id: dbRow<{ dn: string }>(sandbox, "SELECT item_dn AS dn FROM assignments WHERE kind = 'role' LIMIT 1").dn },
  }),
  'POST catalog/roles/role/assignments/assign': (sandbox) => ({
    body: {
      reason: 'Contract test',
      assignments: [
        { id: roleDn(sandbox), assignmentToList: [{ assignedToDn: 'ou=users,o=data', type: 'container', subtype: 'subtree' }] },
      ],
    },
  }),
  'POST catalog/sods': (sandbox) => ({
    body: {
      name: 'Contract SoD',
      description: 'Made by the contract test.',
      roles: [{ id: levelRole(sandbox, 20) }, { id: levelRole(sandbox, 30) }],
      isDefaultApproversUsed: false,
      approvers: [{ id: DN.mmanager, type: 'user', sequence: 1 }],
    },
  }),
  'POST catalog/sods/sod': (sandbox) => ({ query: PAGE, body: { sods: [{ id: sodDn(sandbox) }] } }),
  'PUT catalog/sods/sod': (sandbox) => ({ body: { id: sodDn(sandbox), description: 'Changed by the contract test.' } }),
  'DELETE catalog/sods/sod': (sandbox) => ({ body: { sods: [{ id: sodDn(sandbox) }] } }),
  'GET catalog/sods/defaultApprovals': {},
  'GET access/sods/violations': { query: PAGE },
  'GET access/sods/violations/user': (sandbox) => ({
    query: {
      userDn: dbRow<{ dn: string }>(sandbox, 'SELECT user_dn AS dn FROM sod_exceptions ORDER BY user_dn LIMIT 1').dn,
    },
  }),
  'GET catalog/administration/roleResourceSettings': {},
  'POST catalog/administration/roleResourceSettings/role': { body: { roleToGroupApproval: true } },
  'POST catalog/administration/roleResourceSettings/sod': { body: { sodQuorum: '' } },
  'POST catalog/administration/roleResourceSettings/entitlementQuery': {
    body: { queryTimeout: 60, queryRefreshRate: 30, queryDisplayElements: ['cn', 'description'] },
  },
  // adminperm: administrator assignments and permissions (README "Administrator assignments and permissions").
  'GET admin/administrator/assignments': { query: { size: 5, sortColumn: 'domain', filterSearch: 'ALL' } },
  'GET admin/administrator/assignments/columns': {},
  'GET admin/administrator/assignments/domains': {},
  'GET admin/administrator/assignments/adminDomains': {},
  'POST admin/administrator/assignments/create': (sandbox) => ({
    body: { assigneeDn: sandbox.people(1, 40)[0]!.dn, domain: 'CONFIGURATION', adminTypeKey: 'ADMIN', comment: 'Contract' },
  }),
  'DELETE admin/administrator/assignments': async (sandbox) => {
    const dn = sandbox.people(1, 41)[0]!.dn;
    await sandbox.send('uaadmin', 'POST', '/admin/administrator/assignments/create', { assigneeDn: dn, domain: 'REPORTING' }, 200);
    return { body: { revokeAssignments: [{ assignmentDomain: 'REPORTING', identity: dn, isAllPermissions: true }] } };
  },
  'GET admin/permission': { query: { domain: 'ROLES' } },
  'GET admin/permission/assignment': { query: { assigneeDn: DN.dadmin, domain: 'ROLES', size: 5 } },
  'GET admin/permission/rights': { as: 'dadmin', query: { objectType: 'role' } },
  'GET admin/permission/rootContainer': { query: { domain: 'RESOURCES' } },
  'PUT admin/assignment/permissions': {
    body: { assignedToDN: DN.dadmin, permissions: [{ dn: roleContainer(10), entityType: 'CONTAINER' }] },
  },
  'DELETE admin/assignment/permissions': async (sandbox) => {
    const body = { assignedToDN: DN.dadmin, permissions: [{ dn: roleContainer(30) }] };
    await sandbox.send('uaadmin', 'PUT', '/admin/assignment/permissions', body);
    return { body };
  },
  'POST catalog/delegatedAdmin/rights': (sandbox) => ({
    as: 'dadmin',
    body: { permissions: [{ id: roleDn(sandbox), entityType: 'role' }] },
  }),
  'GET catalog/uas': { as: 'dadmin' },
  'POST access/index/permissions': (sandbox) => ({
    body: { permIndexChanges: [{ operation: 'REFRESH', permId: roleDn(sandbox), permType: 'ROLE' }] },
  }),

  // Who acts for whom: delegation, availability, proxy assignments and their settings
  'GET access/delegation': { as: 'mmanager', query: PAGE },
  'POST access/delegation/list': { query: PAGE, body: { dn: DN.mmanager } },
  'GET access/delegation/category': { as: 'mmanager' },
  'GET access/delegation/requests': { as: 'mmanager', query: { category: 'roles' } },
  'GET access/delegation/relationships': { as: 'mmanager' },
  'POST access/delegation': (sandbox) => ({
    as: 'mmanager',
    body: {
      assignToUsers: [{ dn: DN.euser }],
      requestDefs: [{ dn: sandbox.dnOf('roles', 'CRM Read') }],
      effectiveDate: FUTURE,
      expiryDate: FUTURE + DAY,
      isExpires: true,
    },
  }),
  'PUT access/delegation': (sandbox) => ({
    as: 'mmanager',
    body: {
      assignmentId: String(lastDelegation(sandbox)),
      assignToUsers: [{ dn: DN.euser }],
      requestDefs: [{ dn: sandbox.dnOf('roles', 'CRM Read') }],
      effectiveDate: FUTURE + 3_600_000,
      expiryDate: FUTURE + DAY,
      isExpires: true,
    },
  }),
  'DELETE access/delegation': (sandbox) => ({
    as: 'mmanager',
    body: { delegations: [{ assignmentId: String(lastDelegation(sandbox)) }] },
  }),
  'GET access/availability': { as: 'mmanager' },
  'POST access/availability/list': { body: { dn: DN.mmanager } },
  'GET access/availability/prds': { as: 'mmanager', query: { userDn: DN.mmanager } },
  'POST access/availability': {
    as: 'mmanager',
    body: { effectiveDate: FUTURE, expiryDate: FUTURE + DAY, hasExpiry: true, allRequests: true },
  },
  'PUT access/availability': (sandbox) => ({
    as: 'mmanager',
    body: {
      availabilityId: String(lastAvailability(sandbox)),
      effectiveDate: FUTURE + 3_600_000,
      expiryDate: FUTURE + DAY,
      hasExpiry: true,
      allRequests: true,
    },
  }),
  'DELETE access/availability': (sandbox) => ({
    as: 'mmanager',
    body: { availability: [{ availabilityId: String(lastAvailability(sandbox)) }] },
  }),
  'POST access/availability/status': { as: 'mmanager', body: { status: 'available', dn: DN.mmanager } },
  'GET access/proxy/all': { query: { sortBy: 'expiration', sortOrder: 'asc' } },
  'POST access/proxy/create': {
    body: { assignedUserDN: DN.euser, proxyForUsers: [{ dn: DN.tmanager }], expirytime: String(FUTURE) },
  },
  'POST access/proxy/edit': (sandbox) => ({ body: { dn: String(lastProxy(sandbox)), expirytime: String(FUTURE + DAY) } }),
  'POST access/proxy/delete': (sandbox) => ({ body: { proxyDefinitions: [{ dn: String(lastProxy(sandbox)) }] } }),
  'GET access/administration/delegation': {},
  'POST access/administration/delegation': { body: { delegationRetentionTime: 60 } },
  'GET admin/proxy/configuration': {},
  'POST admin/proxy/configuration': { body: { proxyRetentionTime: 60 } },
  'GET admin/proxy/service/settings': {},
  'POST admin/proxy/service/settings': { body: { syncServiceActivationInterval: 30 } },

  // Resource, driver and entitlement administration (README "Resources")
  'GET catalog/resources/listV2': { query: { ...PAGE, name: 'Active' } },
  'POST catalog/resources': (sandbox) => ({
    body: {
      name: 'Contract Resource',
      description: 'Made by the contract test.',
      driver: AD_DRIVER,
      entitlements: [{ id: adGroup(sandbox) }],
      resourceParameters: [{ id: 'Note', displayName: 'Note', dataType: 'String', staticValue: '' }],
    },
  }),
  'POST catalog/resources/resource': (sandbox) => ({ body: { resources: [{ id: resourceDn(sandbox) }] } }),
  'POST catalog/resources/resourceV2': (sandbox) => ({
    query: { entityType: 'resource' },
    body: { resources: [{ id: resourceDn(sandbox) }] },
  }),
  'PUT catalog/resources/resource': (sandbox) => ({
    body: { id: resourceDn(sandbox), description: 'Changed by the contract test.' },
  }),
  'PUT catalog/resources/resources': (sandbox) => ({
    body: { resources: [{ id: resourceDn(sandbox), description: 'Bulk change.' }] },
  }),
  'DELETE catalog/resources/resource': (sandbox) => ({
    body: {
      resources: [
        {
          id: dbRow<{ dn: string }>(
            sandbox,
            `SELECT dn FROM resources r WHERE NOT EXISTS (SELECT 1 FROM assignments a WHERE a.item_dn = r.dn)
             AND NOT EXISTS (SELECT 1 FROM access_requests q WHERE q.item_dn = r.dn) ORDER BY dn DESC LIMIT 1`,
          ).dn,
        },
      ],
    },
  }),
  'POST catalog/resources/validateResourceNames': { body: { resourceNames: [{ name: 'Laptop' }, { name: 'Unused Name' }] } },
  'POST catalog/resources/category': { body: { name: 'Contract Category' } },
  'POST catalog/resources/driverResources': { query: PAGE, body: { id: AD_DRIVER } },
  'POST catalog/resources/resource/assignments': (sandbox) => ({
    query: PAGE,
    body: { dn: resourceDn(sandbox) },
  }),
  'POST catalog/resources/resource/assignments/assign': (sandbox) => ({
    body: {
      dn: dbRow<{ dn: string }>(sandbox, "SELECT dn FROM resources WHERE name = 'Exchange Mailbox'").dn,
      recipientDns: [sandbox.people(1, 40)[0]!.dn],
      recipientType: 'user',
      description: 'Contract test',
    },
  }),
  'POST catalog/resources/resource/assignments/revoke': (sandbox) => {
    // A provisioned assignment of a resource whose revoke needs no approval, written as provisioning leaves it.
    const item = dbRow<{ dn: string }>(sandbox, "SELECT dn FROM resources WHERE name = 'Active Directory Account'").dn;
    const recipient = sandbox.people(1, 41)[0]!.dn;
    sandbox.app.store.db
      .prepare(
        "INSERT OR IGNORE INTO assignments (kind, item_dn, recipient_dn, recipient_type, assigned_at) VALUES ('resource', ?, ?, 'user', 0)",
      )
      .run(item, recipient);
    return { body: { dn: item, recipientDns: [recipient], description: 'Contract test' } };
  },
  'GET catalog/resources/views': {},
  'GET catalog/entitlements/entitlementInfo': (sandbox) => ({ query: { entilementDN: adGroup(sandbox) } }),
  'POST catalog/entitlements/entitlementValues': (sandbox) => ({
    query: PAGE,
    body: { viewID: `${adGroup(sandbox)}#view`, type: 'list' },
  }),
  'POST catalog/entitlements/resources': (sandbox) => ({ body: { entitlements: [{ id: adGroup(sandbox) }] } }),
  'POST catalog/codemaprefresh/driver': { body: { drivers: [{ id: AD_DRIVER }] } },
  // CPRS (README "Resources"): Active Directory groups, drifting from the catalog in the seed
  'GET access/administration/cprsConfig': {},
  'POST access/administration/cprsConfig': { body: { pollingInterval: 30 } },
  'GET access/cprs/settings': { query: PAGE },
  'POST access/cprs/assignments/reconcile': { body: { driverDn: AD_DRIVER, entitlementDn: `cn=Group,${AD_DRIVER}` } },
  'POST access/cprs/assignments/delta': { query: PAGE, body: { driverDn: AD_DRIVER, entitlementDn: `cn=Group,${AD_DRIVER}` } },
  'POST access/cprs/assignments/publish': { body: { driverDn: AD_DRIVER, entitlementDn: `cn=Group,${AD_DRIVER}` } },
  'POST access/cprs/cprsrequest/status': (sandbox) => ({
    body: { id: String(dbRow<{ id: number }>(sandbox, 'SELECT id FROM cprs_requests ORDER BY id LIMIT 1').id) },
  }),
  'POST access/cprs/cprsrequest/status/list': { query: PAGE, body: {} },
  'POST catalog/codemaprefresh/entitlement': (sandbox) => ({ body: { entitlements: [{ id: adGroup(sandbox) }] } }),
  // res2: the rest of the driver and entitlement value operations
  'POST catalog/drivers/entitlementValues/list': (sandbox) => ({
    body: { id: AD_DRIVER, entitlements: [{ id: adGroup(sandbox) }] },
  }),
  'POST catalog/drivers/driverEntitlementViewValues/list': (sandbox) => ({
    body: { viewID: `${adGroup(sandbox)}#view` },
  }),
  'POST catalog/drivers/driverEntitlementViewValues/listV2': (sandbox) => ({
    query: { pageSize: 5, nextIndex: 1 },
    body: { entitlements: [{ id: adGroup(sandbox), views: [{ viewID: `${adGroup(sandbox)}#view` }] }] },
  }),
  'POST catalog/entitlements/tempResources': (sandbox) => ({
    body: { entitlements: [{ id: adGroup(sandbox), parameterValue: adGroupValue(sandbox) }] },
  }),
  'PUT catalog/resources/resource/entitlement': (sandbox) => ({
    body: {
      id: resourceDn(sandbox),
      driver: AD_DRIVER,
      entitlements: [{ id: adGroup(sandbox), parameterValue: adGroupValue(sandbox) }],
    },
  }),
  'POST catalog/resources/resource/entitlements/list': (sandbox) => ({ body: { id: resourceDn(sandbox) } }),
  'POST catalog/resources/resource/entitlements/list/v2': (sandbox) => ({
    query: { entityType: 'resource' },
    body: { id: resourceDn(sandbox) },
  }),
  // E-mail approval and the localisation kit (issue 18; README "E-mail approval and the localisation kit")
  'GET access/administration/emailApproval': {},
  'POST access/administration/emailApproval': {
    body: { emailApprovalTurnOn: false, host: 'imap.example.com', port: 993, pollingInterval: 5 },
  },
  'GET access/info/email/templates': { query: { size: 5 } },
  'GET access/ulp/l10n': {},
  'GET access/ulp/l10n/list': {},
  // One file a locale: the menu's names (localisation kit) and the landing page's (editlanding); anyone reads it.
  'GET access/ulp/l10n/{locale}.properties': { as: 'euser', path: 'access/ulp/l10n/fr.properties' },
  'PUT access/ulp/l10n/{locale}.properties': { path: 'access/ulp/l10n/fr.properties', body: 'menu.tasks=Tâches' },
  // Landing page, request page editor and dashboards (issue 19)
  'POST access/featuredItems': (sandbox) => ({
    body: { items: [{ id: unfeatured(sandbox, 'featured'), itemCategoryId: firstCategory(sandbox, 'featured') }] },
  }),
  'PUT access/featuredItems': (sandbox) => ({ body: { items: [{ itemId: lastItem(sandbox, 'featured'), itemOrder: 1 }] } }),
  'DELETE access/featuredItems': (sandbox) => ({ body: { items: [{ itemId: lastItem(sandbox, 'featured') }] } }),
  'POST access/featuredItems/categories': { body: { itemCategories: [{ categoryName: 'Contract category' }] } },
  'PUT access/featuredItems/categories': (sandbox) => ({
    body: { itemCategories: [{ itemCategoryId: lastCategory(sandbox, 'featured'), itemCategoryOrder: 9 }] },
  }),
  'DELETE access/featuredItems/categories': (sandbox) => ({
    body: { itemCategories: [{ itemCategoryId: lastCategory(sandbox, 'featured') }] },
  }),
  'POST access/ulp/items': (sandbox) => ({
    body: { items: [{ name: 'Wiki', appUrl: 'https://wiki.example.com', itemCategoryId: firstCategory(sandbox, 'landing') }] },
  }),
  'POST access/ulp/featuredItems': (sandbox) => ({
    body: { items: [{ id: unfeatured(sandbox, 'landing'), itemCategoryId: firstCategory(sandbox, 'landing') }] },
  }),
  'PUT access/ulp/landingItems/v2': (sandbox) => ({
    body: { items: [{ itemId: lastItem(sandbox, 'landing'), name: 'Team Wiki' }] },
  }),
  'DELETE access/ulp/items': (sandbox) => ({ body: { items: [{ itemId: lastItem(sandbox, 'landing') }] } }),
  'POST access/ulp/categories': { body: { itemCategories: [{ categoryName: 'Contract category' }] } },
  'PUT access/ulp/categories': (sandbox) => ({
    body: { itemCategories: [{ itemCategoryId: lastCategory(sandbox, 'landing'), categoryName: 'Renamed' }] },
  }),
  'DELETE access/ulp/categories': (sandbox) => ({
    body: { itemCategories: [{ itemCategoryId: lastCategory(sandbox, 'landing') }] },
  }),
  'GET access/dashboard': { as: 'euser', query: { isNewlyAssignedCount: true } },
  'GET access/info/user/dashboard': { as: 'euser' },
  'GET access/preference/dashboard': { as: 'euser' },
  'POST access/preference/dashboard': {
    as: 'euser',
    body: { isDashboardCustomized: true, dashboardCustomizations: '["openTasks","myRoles"]' },
  },
  'DELETE access/preference/dashboard': { as: 'euser' },
  'GET access/dashboard/globalTiles': {},
  'POST access/dashboard/globalTiles': { body: { tiles: ['openTasks', 'requestAccess'], allowCustomization: true } },
  // Workflow monitoring and server administration (issue 18; README "Workflow monitoring, caching and logging")
  'GET access/monitoring/process/list': { query: { size: 5, processStatus: '0,3', sortField: 'name', sortOrder: 'asc' } },
  'GET access/monitoring/workentries': (sandbox) => ({
    query: { requestId: String(dbRow<{ id: number }>(sandbox, "SELECT request_id AS id FROM tasks ORDER BY id LIMIT 1").id) },
  }),
  'GET access/monitoring/comments': (sandbox) => ({
    query: {
      requestId: String(dbRow<{ id: number }>(sandbox, 'SELECT id FROM access_requests ORDER BY id LIMIT 1').id),
      includeSystemComments: true,
    },
  }),
  'POST access/monitoring/process/terminate': async (sandbox) => ({
    body: { processes: [await freshRequest(sandbox)], comment: 'Ended by the contract test.' },
  }),
  'POST access/monitoring/reassign': (sandbox) => ({
    body: {
      afTaskNode: {
        tasks: [{ taskId: String(dbRow<{ id: number }>(sandbox, "SELECT id FROM tasks WHERE status = 'open' ORDER BY id LIMIT 1").id) }],
        approver: DN.tmanager,
        comment: 'Reassigned by the contract test.',
      },
    },
  }),
  'GET access/queue/entry': { as: 'mmanager', query: { cartAction: 'grant' } },
  'POST access/queue/entry/items': (sandbox) => ({
    as: 'euser',
    body: {
      cartOwner: DN.euser,
      cartAction: 'grant',
      cartItems: [{ itemDn: roleDn(sandbox), itemType: 'ROLE', itemAssignees: [{ assignedToDn: DN.euser }] }],
    },
  }),
  'DELETE access/queue/entry/item/assignees': (sandbox) => ({
    as: 'mmanager',
    body: {
      cartOwner: DN.mmanager,
      cartAction: 'grant',
      cartItems: [
        {
          itemDn: dbRow<{ dn: string }>(sandbox, `SELECT item_dn AS dn FROM queue_assignees WHERE owner_dn = '${DN.mmanager}' LIMIT 1`).dn,
          itemAssignees: [{ assignedToDn: DN.euser }],
        },
      ],
    },
  }),
  'DELETE access/queue/entry/items': (sandbox) => ({
    as: 'mmanager',
    body: {
      cartOwner: DN.mmanager,
      cartAction: 'grant',
      cartItems: [{ itemDn: dbRow<{ dn: string }>(sandbox, `SELECT item_dn AS dn FROM queue_items WHERE owner_dn = '${DN.mmanager}' LIMIT 1`).dn }],
    },
  }),
  'DELETE access/queue/entry': { as: 'euser', body: { cartOwner: DN.euser, cartAction: 'grant' } },
  'GET admin/workflowengines': {},
  'POST admin/workflowengines/status': { body: { engineStatus: 0 } },
  'GET admin/workflowengines/configuration': {},
  'POST admin/workflowengines/configuration': { body: { maxPoolSize: 10 } },
  'GET admin/cache/holders': { query: { returnObjectCount: true } },
  'DELETE admin/cache/holder/items': { query: { cacheHolderID: 'ThemeCache' } },
  'GET admin/cache/configuration': {},
  'POST admin/cache/configuration': { body: { maxNodes: '6000' } },
  'GET admin/cache/customizedHolders': {},
  'POST admin/cache/customizedHolders': {
    body: { customizeCacheHolders: [{ cacheValue: 'RoleCatalogCache', enableLocalMaxnodes: 'true', localMaxnodes: '1000' }] },
  },
  'GET admin/logging/list': { query: { q: 'com', pageSize: 5 } },
  'GET admin/logging/packages/list': { query: { q: 'idm', pageSize: 5 } },
  'PUT admin/logging': { body: { logConfigurations: [{ packageConfigured: { packageName: 'com.netiq.idm.rest' }, logLevel: 10000 }] } },
  'POST admin/logging': {
    body: { logConfigurations: [{ packageConfigured: { packageName: 'com.novell.idm.email' }, logLevel: 20000 }] },
  },
  'POST admin/logging/auditConfig': {
    body: { enableCEF: true, cefConfigs: { destinationHost: 'siem.example.com', destinationPort: 6514, protocol: 'TCP', useTLS: true } },
  },
  'PUT admin/logging/buildPDXLF': {},
  'GET admin/driverstatus/info': {},
  'GET catalog/statistics/cacheinfo': {},
  'GET catalog/statistics/clusterinfo': {},
  'GET catalog/statistics/memoryinfo': {},
  'GET catalog/statistics/threadinfo': { query: { 'thread-count': 5, stack: false } },
  // Issue 31 (branch ops): operations a real server offers that the console does not call.
  'GET access/tasks/list/others': { query: PAGE },
  'GET access/tasks/workEntries': (sandbox) => ({ query: { processId: requestWithTasks(sandbox), size: 10 } }),
  'GET access/requests/processes': (sandbox) => ({ query: { processId: requestWithTasks(sandbox) } }),
  'GET access/data/migration/workflow': {},
  'GET access/orgChart': { query: { dn: DN.mmanager } },
  'GET access/orgChart/managers': { query: { dn: DN.euser } },
  'GET access/users/usersForHistory': { query: { q: 'manager', isHistory: true, ...PAGE } },
  'GET access/user/admin': { query: { userDn: DN.dadmin, type: 'ROLES', level: 2 } },
  'GET access/assignments/advanced': { as: 'euser', query: { onlyDirectAssignments: true, ...PAGE } },
  'GET access/assignments/identities': (sandbox) => ({
    query: { permissionId: resourceDn(sandbox), permissionType: 'resource', ...PAGE },
  }),
  'GET access/requests/roleCategories': { as: 'euser', query: PAGE },
  'GET access/requests/resourceCategories': { as: 'euser', query: PAGE },
  // ops2 (issue 31): the operations served last; keep this block contiguous.
  'POST access/assignments/role/list': { as: 'euser', query: PAGE, body: { dn: DN.euser } },
  'POST access/assignments/resource/list': { as: 'euser', query: PAGE, body: {} },
  'POST access/assignments/list/v2': { query: { ...PAGE, userAssigned: true }, body: { dn: DN.euser } },
  'POST access/assignments/item': (sandbox) => ({
    as: 'euser',
    body: {
      id: dbRow<{ dn: string }>(sandbox, `SELECT item_dn AS dn FROM assignments WHERE recipient_dn = '${DN.euser}' LIMIT 1`)
        .dn,
    },
  }),
  'POST access/requests/historylist': { query: PAGE, body: { dn: DN.euser } },
  'POST access/requests/historylist/permission': (sandbox) => ({
    query: { ...PAGE, item: dbRow<{ dn: string }>(sandbox, "SELECT item_dn AS dn FROM access_requests WHERE kind = 'role' LIMIT 1").dn },
    body: {},
  }),
  'POST catalog/drivers/entitlementViewValues/list': (sandbox) => ({ body: { viewID: `${adGroup(sandbox)}#view` } }),
  'GET catalog/users': { query: { ...PAGE, q: 'a', sortBy: 'lastName' } },
  'POST access/info/user/equivalent': { as: 'euser', body: { principals: [DN.euser, DN.mmanager, 'o=data'] } },
  'POST access/entities/resource/assignments/columns': (sandbox) => ({ body: { dn: resourceDn(sandbox) } }),
};

// ops2 (issue 31): the global search is a second way to call POST access/query/global (tests/unit/sandbox/global-search.test.ts).

/** An access request with at least one approval task. */
const requestWithTasks = (sandbox: AccessSandbox) =>
  dbRow<{ id: number }>(sandbox, 'SELECT request_id AS id FROM tasks ORDER BY request_id LIMIT 1').id;

/** A value of the Active Directory driver's Group entitlement. */
const adGroupValue = (sandbox: Parameters<typeof adGroup>[0]) =>
  dbRow<{ value: string }>(
    sandbox,
    `SELECT value FROM entitlement_values WHERE entitlement_dn = '${adGroup(sandbox)}' ORDER BY value LIMIT 1`,
  ).value;
