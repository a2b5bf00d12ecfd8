import { afterEach, describe, expect, it } from 'vitest';
import { CONSOLE_ACCESS_DENIED } from '../../../src/domain/console-access.js';
import { faultOf, passwordToken, restGet, restSend, startSandbox, type TestSandbox } from './helpers.js';

const ACCESS = (groups: string[], teamRoles: string[]) => ({
  settings: [
    { key: 'viewPermissionFilters', sectionKey: 'access', value: [{ key: 'role', value: 'true' }] },
    { key: 'groups', sectionKey: 'access', value: groups },
    { key: 'teamRoles', sectionKey: 'access', value: teamRoles },
  ],
});

describe("client settings' access section, enforced", () => {
  let sb: TestSandbox | undefined;
  afterEach(async () => {
    await sb?.close();
    sb = undefined;
  });

  it('refuses users outside the allowed groups and team roles, never administrators', async () => {
    sb = await startSandbox({});
    const { app } = sb;
    const admin = await passwordToken(app, 'uaadmin');
    const manager = await passwordToken(app, 'tmanager');
    const user = await passwordToken(app, 'euser');
    expect((await restGet(app, '/access/info/user/rights', user)).statusCode).toBe(200);

    const saved = await restSend(
      app,
      'POST',
      '/access/config/access',
      admin,
      ACCESS(['cn=Nobody,o=data'], ['teamManager']),
    );
    expect(saved.statusCode).toBe(200);

    const refused = await restGet(app, '/access/info/user/rights', user);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(faultOf(refused).Fault.Reason.Text).toBe(CONSOLE_ACCESS_DENIED);
    expect(
      (await restSend(app, 'POST', '/access/info/user/navigationmenu', user, { navPageRights: [] })).statusCode,
    ).toBe(403);
    // The refusal page still shows the client's branding.
    expect((await restGet(app, '/access/config/clients/1', user)).statusCode).toBe(200);

    expect((await restGet(app, '/access/info/user/rights', manager)).statusCode).toBe(200);
    expect((await restGet(app, '/access/info/user/rights', admin)).statusCode).toBe(200);

    // An administrator may always open the lists again.
    expect((await restSend(app, 'POST', '/access/config/access', admin, ACCESS([], []))).statusCode).toBe(200);
    expect((await restGet(app, '/access/info/user/rights', user)).statusCode).toBe(200);
  });
});
