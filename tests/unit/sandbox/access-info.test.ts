import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../demo/server/auth/menu.js';
import { passwordToken, restGet, restSend, startSandbox, type TestSandbox } from './helpers.js';

const PAGE_KEYS = [
  'dashboard',
  'role',
  'create Role',
  'resource',
  'sod',
  'delegation',
  'createDelegation',
  'mapresources',
  'users',
  'orgChart',
  'profile',
  'settings',
  'made-up-key',
];

describe('access/info, users/userDefaults, locales, clients, notifications', () => {
  let sb: TestSandbox;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    sb = await startSandbox();
    for (const cn of ['uaadmin', 'euser', 'dadmin', 'tmanager', 'mmanager'])
      tokens[cn] = await passwordToken(sb.app, cn);
  });
  afterAll(async () => sb.close());

  const navRights = async (cn: string, keys: string[]) => {
    const res = await restSend(sb.app, 'POST', '/access/info/user/navigationrights', tokens[cn] ?? '', {
      navPageRights: keys.map((key) => ({ key })),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      navPageRights: { key: string; value: string }[];
      areaDefault: string;
      areaDefaultDisplayName: string;
    };
    return { ...body, map: Object.fromEntries(body.navPageRights.map((r) => [r.key, r.value])) };
  };

  it('gives administrators every navigation right and end users only the self-service ones', async () => {
    const admin = await navRights('uaadmin', PAGE_KEYS);
    expect(admin.navPageRights.map((r) => r.key)).toEqual(PAGE_KEYS);
    expect(new Set(Object.values(admin.map))).toEqual(new Set(['true']));

    const user = await navRights('euser', PAGE_KEYS);
    expect(user.map).toMatchObject({
      dashboard: 'true',
      users: 'true',
      orgChart: 'true',
      profile: 'true',
      role: 'false',
      'create Role': 'false',
      resource: 'false',
      sod: 'false',
      delegation: 'false',
      settings: 'false',
      'made-up-key': 'false',
    });
  });

  it('uses rights stored per user: the delegated role admin may open roles, the team manager delegation', async () => {
    const dan = await navRights('dadmin', ['role', 'create Role', 'mapresources', 'resource']);
    expect(dan.map).toEqual({ role: 'true', 'create Role': 'true', mapresources: 'true', resource: 'false' });
    expect(dan.areaDefault).toBe('role');
    expect(dan.areaDefaultDisplayName).toBe('Roles');
    const tina = await navRights('tmanager', ['delegation', 'createDelegation']);
    expect(tina.map).toEqual({ delegation: 'true', createDelegation: 'true' });
  });

  it("falls back to the console's home page as area default when the area itself is denied", async () => {
    const user = await navRights('euser', ['role', 'create Role']);
    expect(user).toMatchObject({ areaDefault: 'default', areaDefaultDisplayName: 'Home' });
    expect(await navRights('euser', ['dashboard'])).toMatchObject({
      areaDefault: 'dashboard',
      areaDefaultDisplayName: 'Dashboard',
    });
    expect(await navRights('euser', [])).toMatchObject({ areaDefault: 'default', areaDefaultDisplayName: 'Home' });
    expect(await navRights('euser', ['tasks'])).toMatchObject({
      areaDefault: 'tasks',
      areaDefaultDisplayName: 'Tasks',
    });
  });

  it('builds the menu from the rights: full for the administrator, self-service for the end user', async () => {
    const menuOf = async (cn: string) => {
      const res = await restSend(sb.app, 'POST', '/access/info/user/navigationmenu', tokens[cn] ?? '', {});
      expect(res.statusCode).toBe(200);
      return (res.json() as { menuItems: MenuItem[] }).menuItems;
    };
    const flat = (items: MenuItem[]): string[] => items.flatMap((i) => [i.mapName, ...flat(i.subMenuList ?? [])]);

    const admin = await menuOf('uaadmin');
    expect(admin.map((i) => i.menuName)).toEqual([
      'Dashboard',
      'People',
      'Access',
      'Administration',
      'Settings',
      'Configuration',
      'Profile',
    ]);
    expect(admin.map((i) => i.menuOrder).slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(flat(admin)).toEqual(
      expect.arrayContaining(['role', 'resource', 'sod', 'groups', 'teams', 'workflowmonitoring', 'proxyassignments']),
    );
    expect(admin.find((i) => i.mapName === 'dashboard')?.context).toBe('#/dashboard');
    const people = admin.find((i) => i.mapName === 'people')?.subMenuList ?? [];
    expect(people.map((i) => [i.menuName, i.context])).toEqual(
      expect.arrayContaining([
        ['Create User', '#/createUser'],
        ['Manage Users', '#/manageusers'],
      ]),
    );

    const user = await menuOf('euser');
    expect(user.map((i) => i.menuName)).toEqual(['Dashboard', 'People', 'Access', 'Profile']);
    expect(flat(user)).toEqual([
      'dashboard',
      'people',
      'users',
      'orgchart',
      'entities',
      'access',
      'requests',
      'history',
      'tasks',
      'landing',
      'helpdesk',
      'profileMenu',
      'profile',
    ]);
    const profile = user.find((i) => i.mapName === 'profileMenu');
    expect(profile?.subMenuList?.[0]).toMatchObject({ menuName: 'My Profile', context: '#/myProfile' });

    const dan = await menuOf('dadmin');
    expect(flat(dan)).toContain('role');
    // The role domain holds separation of duties too (README "Roles and separation of duties").
    expect(flat(dan)).toContain('sod');
    expect(flat(dan)).not.toContain('resource');
  });

  it('names the menu in the Accept-Language the console sends, else in the saved locale', async () => {
    const menuIn = async (acceptLanguage: string) => {
      const res = await sb.app.inject({
        method: 'POST',
        url: '/IDMProv/rest/access/info/user/navigationmenu',
        headers: {
          authorization: `Bearer ${tokens.euser ?? ''}`,
          netiq_idm_rbpm_acsrf: 'c',
          'content-type': 'application/json',
          'accept-language': acceptLanguage,
        },
        cookies: { netiq_idm_rbpm_acsrf: 'c' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { menuItems: MenuItem[] }).menuItems;
    };
    const arabic = await menuIn('ar');
    expect(arabic.map((i) => i.menuName)).toEqual(['لوحة المعلومات', 'الأشخاص', 'الوصول', 'الملف الشخصي']);
    expect(arabic.find((i) => i.mapName === 'access')?.subMenuList?.map((i) => i.menuName)).toEqual([
      'طلب',
      'سجل الطلبات',
      'المهام',
      'التطبيقات',
      'تذاكر مكتب المساعدة',
    ]);
    expect((await menuIn('de-DE,de;q=0.9,en;q=0.8')).map((i) => i.menuName)).toEqual([
      'Dashboard',
      'Personen',
      'Zugriff',
      'Profil',
    ]);
    expect((await menuIn('ja, fr;q=0.5'))[1]?.menuName).toBe('Personnes');
    expect((await menuIn('ja'))[1]?.menuName).toBe('People');
  });

  it('answers the signed-in user as a PersonNode', async () => {
    const res = await restGet(sb.app, '/access/users/userDefaults?clientId=1&isProfile=true', tokens.euser ?? '');
    expect(res.statusCode).toBe(200);
    const person = res.json();
    expect(person).toMatchObject({
      dn: 'cn=euser,ou=users,o=data',
      fullName: 'Eddie User',
      disabledLogin: false,
      teamManger: false,
    });
    expect(person.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(person.image.split(',')[1], 'base64').toString()).toContain('>EU</text>');
    const attr = (list: { key: string; attributeValues: unknown[] }[], key: string) =>
      list.find((a) => a.key === key)?.attributeValues;
    expect(attr(person.primaryAttributes, 'Email')).toEqual([{ $: 'eddie.user@example.com' }]);
    expect(attr(person.secondaryAttributes, 'manager')).toEqual([
      { $: 'cn=mmanager,ou=users,o=data', value: 'Maria Manager' },
    ]);
    expect(person.groupMemberof).toContain('cn=VPN Users,ou=groups,o=data');
    expect(person.helpdeskDetails).toEqual({
      helpdeskName: 'IT Help Desk',
      emailAddress: 'helpdesk@example.com',
      contactNumber: '+1 555-010-0100',
    });

    const maria = (await restGet(sb.app, '/access/users/userDefaults', tokens.mmanager ?? '')).json();
    const reports = attr(maria.secondaryAttributes, 'directReports') as { value: string }[];
    expect(reports.map((r) => r.value)).toEqual(expect.arrayContaining(['Eddie User', 'Paula Proxy']));
    const tina = (await restGet(sb.app, '/access/users/userDefaults', tokens.tmanager ?? '')).json();
    expect(tina.teamManger).toBe(true);
  });

  it('answers locales, settings, igConfig, version and notifications in the swagger shapes', async () => {
    const token = tokens.euser ?? '';
    const locales = (await restGet(sb.app, '/access/supportedlocales', token)).json();
    expect(locales.supportedLocales.map((l: { locale: string }) => l.locale)).toEqual(['en', 'de', 'fr', 'ar', 'he']);
    expect(locales.arraySize).toBe(5);
    const defaultLocale = await restGet(sb.app, '/access/supportedlocales/defaultlocale', token);
    expect(defaultLocale.headers['content-type']).toMatch(/^application\/json/);
    expect(defaultLocale.body).toBe('"en"');
    expect((await restGet(sb.app, '/access/supportedlocales/userlocale', token)).json()).toBe('en');

    expect((await restGet(sb.app, '/admin/display/settings/general', token)).json()).toEqual({
      defaultRowsPerPage: 10,
      optionsRowsPerPage: '5,10,25,50',
      newRequestDefaultSortByOption: 'name',
    });
    expect((await restGet(sb.app, '/access/administration/igConfig', tokens.uaadmin ?? '')).json()).toMatchObject({
      showIgApprovals: false,
      showIgRequestCatalog: false,
    });
    // Counts follow the seeded access requests (README "Access requests"; tested in access-tasks.test.ts).
    const notifications = (await restGet(sb.app, '/access/notifyService?client=1', token)).json();
    expect(Object.keys(notifications).sort()).toEqual([
      'newHelpdeskTasksCount',
      'newResourcesCount',
      'newRolesCount',
      'newTasksCount',
      'notificationsList',
      'totalCount',
    ]);
    expect(notifications.notificationsList.length).toBe(notifications.totalCount);
    expect(
      notifications.notificationsList.every((n: Record<string, unknown>) =>
        ['type', 'name', 'action', 'navigation'].every((k) => typeof n[k] === 'string'),
      ),
    ).toBe(true);
  });

  it('answers client settings by id and the client list', async () => {
    const token = tokens.euser ?? '';
    const client = (await restGet(sb.app, '/access/config/clients/1', token)).json();
    expect(client.clientId).toBe('1');
    expect(Object.keys(client.config).sort()).toEqual([
      'access',
      'branding',
      'customization',
      'dashboardAccess',
      'helpdesk',
    ]);
    const setting = (section: string, key: string) =>
      client.config[section].find((s: { key: string }) => s.key === key);
    expect(setting('branding', 'title')).toMatchObject({
      sectionKey: 'branding',
      value: expect.arrayContaining([{ locale: 'en', value: 'Identity Manager' }]),
    });
    expect(setting('customization', 'messageTime').value).toBe(10000);
    expect(setting('helpdesk', 'contactNumber').value[0]).toEqual({ $: '+1 555-010-0100' });

    const list = (await restGet(sb.app, '/access/config/clients', token)).json();
    expect(list).toEqual({
      clients: [{ id: '1', name: 'Default', matchCondition: '', isDefault: true }],
      totalCount: 1,
    });
  });

  it('igConfig: administrators only (403 Fault for everyone else); the admin password is never answered, only whether one is set', async () => {
    for (const cn of ['euser', 'mmanager', 'dadmin']) {
      const res = await restGet(sb.app, '/access/administration/igConfig', tokens[cn] ?? '');
      expect(res.statusCode, cn).toBe(403);
      expect(res.json().Fault.Code.Subcode.Value).toBe('SECURITY_EXCEPTION');
      expect(res.body).not.toContain('adminPassword');
    }
    const admin = tokens.uaadmin ?? '';
    expect((await restGet(sb.app, '/access/administration/igConfig', admin)).json()).toMatchObject({
      adminPassword: '',
      adminPasswordSet: false,
    });
    sb.app.store.settings.set('igConfig', {
      host: 'https://ig.example',
      adminUserName: 'igadmin',
      adminPassword: 'S3cret!pw',
      showIgApprovals: true,
      showIgRequestCatalog: false,
    });
    const res = await restGet(sb.app, '/access/administration/igConfig', admin);
    expect(res.json()).toEqual({
      host: 'https://ig.example',
      adminUserName: 'igadmin',
      adminPassword: '',
      adminPasswordSet: true,
      showIgApprovals: true,
      showIgRequestCatalog: false,
    });
    expect(res.body).not.toContain('S3cret!pw');
  });
});
