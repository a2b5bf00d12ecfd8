// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStartupData, useLoggedInUser, useNavigationMenu, useUserRights } from '../../../src/api';
import { resetCore } from '../../../src/core';
import { json, text } from '../core/fakes';
import { renderHookWithCore } from '../ui/render-core';
import { apiCore } from './setup';
import { queryKeys } from '../../../src/api/keys';
import type { IdmCore } from '../../../src/core';
import type { ClientSettings, GeneralSettings } from '../../../src/domain/settings';
import type { LoggedInUser } from '../../../src/domain/user';

afterEach(() => resetCore());

const MENU = {
  menuItems: [
    {
      mapName: 'admin',
      menuName: 'Administration',
      menuOrder: 3,
      context: '',
      subMenuList: [
        { mapName: 'sod', menuName: 'SoD', menuOrder: 2, context: '#/sod' },
        { mapName: 'role', menuName: 'Roles', menuOrder: 1, context: '#/role' },
      ],
    },
    {
      mapName: 'profileMenu',
      menuName: 'Profile',
      menuOrder: 100,
      context: '',
      subMenuList: [{ mapName: 'profile', menuName: 'My Profile', menuOrder: 1, context: '#/myProfile' }],
    },
    { mapName: 'dashboard', menuName: 'Dashboard', menuOrder: 1, context: '#/dashboard' },
  ],
};

describe('api hooks', () => {
  it('useNavigationMenu sorts by menuOrder at every level and separates the profile menu', async () => {
    const { core } = await apiCore({ navigationmenu: () => json(MENU) });
    const view = await renderHookWithCore(core, () => useNavigationMenu());
    await waitFor(() => expect(view.result.current?.isSuccess).toBe(true));
    const data = view.result.current!.data!;
    expect(data.items.map((i) => i.mapName)).toEqual(['dashboard', 'admin']);
    expect(data.items[1]!.subMenuList.map((i) => i.mapName)).toEqual(['role', 'sod']);
    expect(data.profileMenu?.subMenuList[0]?.context).toBe('#/myProfile');
    await view.unmount();
  });

  it('useLoggedInUser fills the $user store, useUserRights the rights in the cache', async () => {
    const { core } = await apiCore({
      userDefaults: () => json({ dn: 'cn=ann', fullName: 'Ann' }),
      'info/user/rights': () => json({ isAdmin: true }),
    });
    const view = await renderHookWithCore(core, () => ({ user: useLoggedInUser(), rights: useUserRights() }));
    await waitFor(() => expect(view.result.current?.rights.isSuccess && view.result.current.user.isSuccess).toBe(true));
    expect(core.stores.$user.get()?.fullName).toBe('Ann');
    expect(cachedRights(core)?.isAdmin).toBe(true);
    await view.unmount();
  });

  it('a failing hook exposes the HttpError without retrying 4xx', async () => {
    const { core, server } = await apiCore({ 'info/user/rights': () => json({}, 403) });
    const view = await renderHookWithCore(core, () => useUserRights());
    await waitFor(() => expect(view.result.current?.isError).toBe(true));
    expect(view.result.current?.error).toMatchObject({ status: 403 });
    expect(server.callsTo('info/user/rights')).toHaveLength(1);
    await view.unmount();
  });
});

/** The rights as the cache holds them (what `useLoadedUserRights` reads). */
const cachedRights = (core: IdmCore) => core.queryClient.getQueryData<LoggedInUser>(queryKeys.userRights());

describe('loadStartupData', () => {
  it("picks the user locale over the default, loads its file, settings, rights and an admin's igConfig once", async () => {
    const { core, server } = await apiCore({
      'supportedlocales/defaultlocale': () => text('en'),
      'supportedlocales/userlocale': () => text('he'),
      'i18n/he/': () => json({ common: { cancel: 'ביטול' } }),
      'settings/general': () => json({ defaultRowsPerPage: 25, optionsRowsPerPage: '5,25' }),
      igConfig: () => json({ showIgApprovals: true }),
      'config/clients/1': () => json({ clientId: '1', config: {} }),
      'info/user/rights': () => json({ isAdmin: true }),
    });
    await Promise.all([loadStartupData(core), loadStartupData(core)]);
    expect(core.stores.$locale.get()).toEqual({ locale: 'he', dir: 'rtl' });
    expect(core.i18n.t('common.cancel')).toBe('ביטול');
    expect(core.queryClient.getQueryData<GeneralSettings>(queryKeys.generalSettings())?.defaultRowsPerPage).toBe(25);
    expect(core.queryClient.getQueryData<ClientSettings>(queryKeys.clientSettings('1'))?.clientId).toBe('1');
    expect(cachedRights(core)?.isAdmin).toBe(true);
    await vi.waitFor(() => expect(server.callsTo('igConfig')).toHaveLength(1));
    expect(server.callsTo('info/user/rights')).toHaveLength(1);
  });

  it("asks an end user's start-up for no igConfig (administrators only), an administrator's once the rights say so", async () => {
    const routes = (isAdmin: boolean) => ({
      'settings/general': () => json({ defaultRowsPerPage: 25, optionsRowsPerPage: '5,25' }),
      igConfig: () => json({ showIgApprovals: true }),
      'config/clients/1': () => json({ clientId: '1', config: {} }),
      'info/user/rights': () => json({ isAdmin }),
    });
    const endUser = await apiCore(routes(false));
    await loadStartupData(endUser.core);
    // Start-up is done and the rights are in: whatever follows from them has been asked for.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(endUser.server.callsTo('info/user/rights')).toHaveLength(1);
    expect(endUser.server.callsTo('igConfig')).toHaveLength(0);

    const admin = await apiCore(routes(true));
    await loadStartupData(admin.core);
    await vi.waitFor(() =>
      expect(admin.core.queryClient.getQueryData(queryKeys.igConfig())).toMatchObject({ showIgApprovals: true }),
    );
    expect(admin.server.callsTo('igConfig')).toHaveLength(1);
  });

  it('asks for settings, client settings and rights in the same round trip as the locales', async () => {
    let answerUserLocale: (response: Response) => void = () => undefined;
    const { core, server } = await apiCore({
      'supportedlocales/userlocale': () => new Promise<Response>((resolve) => (answerUserLocale = resolve)),
      'settings/general': () => json({ defaultRowsPerPage: 25, optionsRowsPerPage: '5,25' }),
      igConfig: () => json({}),
      'config/clients/1': () => json({ clientId: '1', config: {} }),
      'info/user/rights': () => json({ isAdmin: true }),
    });
    const loaded = loadStartupData(core);
    await vi.waitFor(() => expect(server.callsTo('supportedlocales/userlocale')).toHaveLength(1));
    // The user's locale has not answered yet: the other reads are out already.
    for (const call of ['settings/general', 'config/clients/1', 'info/user/rights'])
      expect(server.callsTo(call)).toHaveLength(1);
    answerUserLocale(text('en'));
    await loaded;
    expect(cachedRights(core)?.isAdmin).toBe(true);
  });

  it('shows a failed rights load through feedback and leaves failed settings empty', async () => {
    const fault = { Fault: { Code: { Value: 'Receiver' }, Reason: { Text: 'Rights unavailable' } } };
    const { core } = await apiCore({
      'info/user/rights': () => json(fault, 500),
      'settings/general': () => json(fault, 500),
    });
    await loadStartupData(core);
    expect(core.stores.$feedback.get()).toMatchObject([{ kind: 'danger', text: 'Rights unavailable' }]);
    expect(core.queryClient.getQueryData(queryKeys.generalSettings())).toBeUndefined();
    expect(core.stores.$locale.get().locale).toBe('en');
  });
});
