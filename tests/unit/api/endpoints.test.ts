import { describe, expect, it } from 'vitest';
import {
  deletePreference,
  fetchBuildInfo,
  fetchClientSettings,
  fetchDefaultLocale,
  fetchGeneralSettings,
  fetchIgConfig,
  fetchLoggedInUser,
  fetchNavigationMenu,
  fetchNavigationRights,
  fetchNotifications,
  fetchPreference,
  fetchSupportedLocales,
  fetchUserLocale,
  fetchUserRights,
  savePreference,
} from '../../../src/api';
import { json, text } from '../core/fakes';
import { REST, apiCore } from './setup';

describe('api endpoints', () => {
  it('fetchLoggedInUser: GET access/users/userDefaults?clientId', async () => {
    const { core, server } = await apiCore(
      { userDefaults: () => json({ dn: 'cn=ann,ou=users,o=data', fullName: 'Ann' }) },
      '3',
    );
    await expect(fetchLoggedInUser(core)).resolves.toMatchObject({ fullName: 'Ann' });
    expect(server.callsTo('userDefaults')[0]).toMatchObject({
      url: `${REST}access/users/userDefaults?clientId=3`,
      method: 'GET',
    });
  });

  it('fetchUserRights: GET access/info/user/rights, tolerant of missing fields', async () => {
    const { core } = await apiCore({ 'info/user/rights': () => json({ isAdmin: true, clientId: 1 }) });
    await expect(fetchUserRights(core)).resolves.toMatchObject({
      isAdmin: true,
      clientId: '1',
      domains: [],
      proxyFor: false,
    });
  });

  it('fetchNavigationRights: POST access/info/user/navigationrights with the keys', async () => {
    const answer = {
      navPageRights: [{ key: 'roles', value: 'false' }],
      areaDefault: 'dashboard',
      areaDefaultDisplayName: 'Dashboard',
    };
    const { core, server } = await apiCore({ navigationrights: () => json(answer, 201) });
    await expect(fetchNavigationRights(core, ['roles', 'users'])).resolves.toEqual(answer);
    const call = server.callsTo('navigationrights')[0]!;
    expect(call.method).toBe('POST');
    expect(JSON.parse(call.body!)).toEqual({ navPageRights: [{ key: 'roles' }, { key: 'users' }] });
  });

  it('fetchNavigationMenu: POST access/info/user/navigationmenu with {}; missing lists read as []', async () => {
    const { core, server } = await apiCore({
      navigationmenu: () =>
        json({ menuItems: [{ mapName: 'tasks', menuName: 'Tasks', menuOrder: 1, context: '#/tasks' }] }),
    });
    const menu = await fetchNavigationMenu(core);
    expect(menu.menuItems[0]).toEqual({
      mapName: 'tasks',
      menuName: 'Tasks',
      menuOrder: 1,
      context: '#/tasks',
      subMenuList: [],
    });
    expect(server.callsTo('navigationmenu')[0]).toMatchObject({ method: 'POST', body: '{}' });
  });

  it('settings: general (options parsed), igConfig (no password kept), client settings by id', async () => {
    const { core, server } = await apiCore({
      'settings/general': () =>
        json({ defaultRowsPerPage: 25, optionsRowsPerPage: '5,10,25,50', newRequestDefaultSortByOption: 'name' }),
      igConfig: () =>
        json({
          host: 'ig',
          adminUserName: 'a',
          adminPassword: 'secret',
          showIgApprovals: true,
          showIgRequestCatalog: false,
        }),
      'config/clients/': () =>
        json({
          clientId: '2',
          config: { branding: [{ key: 'title', sectionKey: 'branding', value: [{ locale: 'en', value: 'Acme' }] }] },
        }),
    });
    await expect(fetchGeneralSettings(core)).resolves.toEqual({
      defaultRowsPerPage: 25,
      optionsRowsPerPage: [5, 10, 25, 50],
      newRequestDefaultSortByOption: 'name',
    });
    expect(server.callsTo('settings/general')[0]!.url).toBe(`${REST}admin/display/settings/general`);
    const ig = await fetchIgConfig(core);
    expect(ig).toEqual({ host: 'ig', adminUserName: 'a', showIgApprovals: true, showIgRequestCatalog: false });
    const client = await fetchClientSettings(core, '2');
    expect(server.callsTo('config/clients/')[0]!.url).toBe(`${REST}access/config/clients/2`);
    expect(client.config.branding).toHaveLength(1);
    expect(client.config.helpdesk).toEqual([]);
  });

  it('locales: supported list, default and user locale as text or JSON', async () => {
    const { core, server } = await apiCore({
      'supportedlocales/defaultlocale': () => text('en'),
      'supportedlocales/userlocale': () => json({ locale: 'de' }),
      supportedlocales: () => json({ supportedLocales: [{ locale: 'en', localeDisplayName: 'English' }] }),
    });
    await expect(fetchDefaultLocale(core)).resolves.toBe('en');
    await expect(fetchUserLocale(core)).resolves.toBe('de');
    await expect(fetchSupportedLocales(core)).resolves.toEqual([{ locale: 'en', localeDisplayName: 'English' }]);
    expect(server.callsTo('userlocale')[0]!.url).toBe(`${REST}access/supportedlocales/userlocale`);
  });

  it('fetchNotifications: GET access/notifyService?client=<clientId>', async () => {
    const { core, server } = await apiCore(
      { notifyService: () => json({ totalCount: 2, notificationsList: [{ name: 'n', type: 't' }] }) },
      '4',
    );
    const notifications = await fetchNotifications(core);
    expect(server.callsTo('notifyService')[0]!.url).toBe(`${REST}access/notifyService?client=4`);
    expect(notifications).toMatchObject({
      totalCount: 2,
      newTasksCount: 0,
      notificationsList: [{ name: 'n', type: 't', action: '', navigation: '' }],
    });
  });

  it('fetchBuildInfo: GET <consoleBase>build-info.json', async () => {
    const { core, server } = await apiCore({
      'build-info.json': () => json({ version: '4.8.6', date: 1700000000000, revision: { number: '42' } }),
    });
    await expect(fetchBuildInfo(core)).resolves.toMatchObject({ version: '4.8.6', revision: { number: '42' } });
    expect(server.callsTo('build-info.json')[0]!.url).toBe('https://idm.example.com/idmdash/build-info.json');
  });

  it('preferences: GET, POST (columns) and DELETE on access/preference?attribute=', async () => {
    const attribute = 'com.novell.idm.dashboard.tasklist-columns.preference';
    const { core, server } = await apiCore({
      'access/preference': (call) =>
        call.method === 'GET'
          ? json({ isPreferenceAvailable: true, columns: ['25'], settingFor: attribute })
          : json({}, 201),
    });
    await expect(fetchPreference(core, attribute)).resolves.toMatchObject({ columns: ['25'] });
    await savePreference(core, attribute, { columns: ['50'] });
    await deletePreference(core, attribute);
    const calls = server.callsTo('access/preference');
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST', 'DELETE']);
    expect(calls.every((c) => c.url === `${REST}access/preference?attribute=${encodeURIComponent(attribute)}`)).toBe(
      true,
    );
    expect(JSON.parse(calls[1]!.body!)).toMatchObject({ columns: ['50'], isPreferenceAvailable: true });
    expect(calls[1]!.headers['netiq_idm_rbpm_acsrf']).toBe('csrf-123');
  });
});
