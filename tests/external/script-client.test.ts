import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from '../unit/sandbox/helpers.js';

/**
 * The sandbox as a script of a real Identity Applications server sees it: plain HTTP on a listening port, a
 * bearer token from the password grant at `oauth2/grant` with HTTP Basic client auth, no cookies, no
 * anti-CSRF pair, and (for the curl cases) curl's default form content type on JSON bodies. Request shapes
 * and the answers checked are the ones public clients send and rely on:
 * - [curl-jq] netiq-ps/netiq-idm-rest-curl-jq, README.md ("Identity Applications (and OSP) REST API via curl
 *   and jq", also OpenText community tip 14597);
 * - [IDMConn] p30virus/netiq-idm-rest-client, idm/src/cnetiq_idm_client/__init__.py (class IDMConn), which
 *   treats any status but 200 as a failure;
 * - [OAuth.java] de.araneaconsult.idm.oauth.OAuth (OSP grants and getattributes).
 *
 * Every contract operation is called once the same way in every-operation.test.ts.
 */

const CLIENT = { id: 'idmdash', secret: 'external-secret' };
const CURL_FORM = 'application/x-www-form-urlencoded';

describe('external client: a script against a listening sandbox', () => {
  let sb: TestSandbox;
  let base: string;
  let token: string;

  beforeAll(async () => {
    sb = await startSandbox({ clientSecret: CLIENT.secret, tokenTtlSeconds: 600 });
    await sb.app.listen({ port: 0, host: '127.0.0.1' });
    const address = sb.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
    token = await login('uaadmin');
    // Seeding a sandbox and listening take longer than a unit hook on a busy machine.
  }, 60_000);
  afterAll(async () => sb.close());

  /** [IDMConn.Login], [OAuth.java requestToken]: the password grant at oauth2/grant, HTTP Basic client auth. */
  async function login(username: string): Promise<string> {
    const res = await fetch(`${base}/osp/a/idm/auth/oauth2/grant`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}`,
        'content-type': CURL_FORM,
      },
      body: `grant_type=password&username=${username}&password=Passw0rd`,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string; token_type: string; expires_in: number };
    expect(body.token_type).toBe('Bearer');
    return body.access_token;
  }

  interface Answer<T> {
    status: number;
    body: T;
    setCookie: string | null;
  }

  /** One REST call with only the bearer token; `curl` sends the JSON as curl -d does (form content type). */
  async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    options: { curl?: boolean; as?: string } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { authorization: `Bearer ${options.as ?? token}` };
    if (body !== undefined) headers['content-type'] = options.curl ? CURL_FORM : 'application/json';
    const res = await fetch(`${base}/IDMProv/rest${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : undefined) as T,
      setCookie: res.headers.get('set-cookie'),
    };
  }

  const ok = <T>(answer: Answer<T>): T => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };

  it('[curl-jq] reads the OAuth endpoints from openid-configuration, the version and user info', async () => {
    const config = (await (await fetch(`${base}/osp/a/idm/auth/oauth2/.well-known/openid-configuration`)).json()) as {
      token_endpoint: string;
      userinfo_endpoint: string;
    };
    expect(config.token_endpoint).toMatch(/\/osp\/a\/idm\/auth\/oauth2\/token$/);
    const info = await fetch(config.userinfo_endpoint.replace(/^https?:\/\/[^/]+/, base), {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    expect(info.status).toBe(200);
    expect(ok(await call('GET', '/access/info/version'))).toEqual({ version: '4.8.6' });
    // [curl-jq] "Get Memory info" under access/ (the document lists it under catalog/).
    expect(ok(await call('GET', '/access/statistics/memoryinfo'))).toBeTruthy();
  });

  it('[OAuth.java] refreshes at oauth2/grant and reads getattributes', async () => {
    const basic = `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}`;
    const first = (await (
      await fetch(`${base}/osp/a/idm/auth/oauth2/grant`, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': CURL_FORM },
        body: 'grant_type=password&username=euser&password=Passw0rd',
      })
    ).json()) as { refresh_token: string; access_token: string };
    const refreshed = await fetch(`${base}/osp/a/idm/auth/oauth2/grant`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': CURL_FORM },
      body: `grant_type=refresh_token&refresh_token=${first.refresh_token}`,
    });
    expect(refreshed.status).toBe(200);
    const attributes = await fetch(
      `${base}/osp/a/idm/auth/oauth2/getattributes?attributes=last_name,first_name,name,email&access_token=${first.access_token}`,
      { headers: { authorization: basic } },
    );
    expect(await attributes.json()).toMatchObject({ first_name: 'Eddie', last_name: 'User', name: 'euser' });
  });

  it('[IDMConn] creates, reads, renames and deletes a role, answered 200 every time, no cookie needed', async () => {
    const container = ok(
      await call<{ subContainers: { dn: string; name: string }[] }>('POST', '/access/containers/container', {
        level: 10,
      }),
    );
    expect(container.subContainers.length).toBeGreaterThan(0);
    // createRole: localized names and descriptions, no owners, level 10, approval off.
    const created = await call<{ id: string; name: string }>('POST', '/catalog/roles', {
      id: 'ScriptRole',
      name: 'Script Role',
      localizedNames: [{ locale: 'en', name: 'Script Role' }],
      description: 'Made by a script',
      localizedDescriptions: [{ locale: 'en', desc: 'Made by a script' }],
      categories: [],
      subContainer: container.subContainers[0]!.dn,
      owners: [],
      level: 10,
      status: 50,
      approvalRequired: false,
      revokeRequired: false,
    });
    const role = ok(created);
    expect(role.name).toBe('Script Role');
    expect(created.setCookie ?? '').not.toMatch(/MFSSO_IDMDASH/);

    // getRoleByID: {"roles": {"id": …}} (a single object where the contract shows a list).
    const read = ok(
      await call<{ roles: { id: string; name: string; localizedNames: unknown[] }[] }>(
        'POST',
        '/catalog/roles/roleV2',
        { roles: { id: role.id } },
      ),
    );
    expect(read.roles[0]!.id).toBe(role.id);

    // updateRoleName: PUT catalog/roles/roles with the kept fields and the new name.
    ok(
      await call('PUT', '/catalog/roles/roles', {
        roles: [
          { id: role.id, name: 'Script Role Renamed', localizedNames: [{ locale: 'en', name: 'Script Role Renamed' }] },
        ],
      }),
    );
    const renamed = ok(
      await call<{ roles: { name: string }[] }>('POST', '/catalog/roles/roleV2', { roles: { id: role.id } }),
    );
    expect(renamed.roles[0]!.name).toBe('Script Role Renamed');

    // deleteRoleByID: DELETE catalog/roles/role with {"roles": {"id": …}}.
    ok(await call('DELETE', '/catalog/roles/role', { roles: { id: role.id } }));
  });

  it('[IDMConn] assigns a role to a user and revokes it (access/assignments/list)', async () => {
    const roles = ok(
      await call<{ roles: { id: string }[] }>('GET', '/catalog/roles/listV2?sortOrder=asc&sortBy=name&size=5&q=*'),
    );
    const role = roles.roles[0]!.id;
    const users = ok(
      await call<{ users?: { dn: string }[] }>('GET', '/access/users/list?q=euser&sortOrder=asc&sortBy=name&size=5'),
    );
    const user = users.users?.[0]?.dn ?? sb.app.store.users.findByLogin('euser')!.dn;

    const assigned = ok(
      await call<{ success: boolean }>('POST', '/catalog/roles/role/assignments/assign', {
        assignments: [
          { id: role, assignmentToList: [{ assignedToDn: user, subtype: 'user' }], effectiveDate: String(Date.now()) },
        ],
        reason: 'script',
      }),
    );
    expect(assigned.success).toBe(true);

    const revoked = await call<{ success?: boolean }>('DELETE', '/access/assignments/list', {
      assignments: [{ id: role, entityType: 'role', assignmentToList: [{ assignedToDn: user, subtype: 'user' }] }],
      reason: 'script',
    });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
  });

  it('[IDMConn] adds a child role to a level-20 role and removes it (catalog/roles/subRoles)', async () => {
    const listed = ok(
      await call<{ roles: { id: string; level: number }[] }>(
        'GET',
        '/catalog/roles/listV2?sortOrder=asc&sortBy=name&size=200&q=*',
      ),
    );
    const parent = listed.roles.find((r) => r.level === 20)!;
    const child = listed.roles.find((r) => r.level === 10)!;
    const body = { roleId: parent.id, subRoles: [{ id: child.id, requestDescription: 'script' }] };
    const added = ok(await call<{ success: boolean }>('POST', '/catalog/roles/subRoles', body));
    expect(added.success).toBe(true);
    const children = ok(
      await call<{ subRoles?: { id: string }[] }>('POST', '/catalog/roles/subRoles/list?q=*&size=500', {
        id: parent.id,
      }),
    );
    expect(JSON.stringify(children)).toContain(child.id);
    ok(await call('DELETE', '/catalog/roles/subRoles', body));
  });

  it('[IDMConn] creates, changes and deletes a group (curl form content type on the JSON)', async () => {
    const created = ok(
      await call<{ dn: string }>(
        'POST',
        '/access/groups',
        { name: 'ScriptGroup', description: 'Made by a script', container: 'ou=groups,o=data' },
        { curl: true },
      ),
    );
    expect(created.dn).toMatch(/^cn=ScriptGroup,/i);
    ok(await call('PUT', '/access/groups', { dn: created.dn, description: 'Changed by a script' }, { curl: true }));
    ok(await call('DELETE', '/access/groups', { dn: created.dn }, { curl: true }));
  });

  it('[IDMConn] creates and deletes an SoD rule with the default approvers; changes it', async () => {
    const roles = ok(
      await call<{ roles: { id: string }[] }>('GET', '/catalog/roles/listV2?sortOrder=asc&sortBy=name&size=5&q=*'),
    );
    const [first, second] = roles.roles;
    const created = ok(
      await call<{ id: string; approvers: unknown[] }>('POST', '/catalog/sods', {
        id: 'ScriptSod',
        name: 'Script SoD',
        localizedNames: [{ locale: 'en', name: 'Script SoD' }],
        description: 'Made by a script',
        localizedDescriptions: [{ locale: 'en', desc: 'Made by a script' }],
        roles: [{ id: first!.id }, { id: second!.id }],
        sodApprovalType: 'allowWithWorkflow',
        isDefaultApproversUsed: true,
      }),
    );
    ok(await call('PUT', '/catalog/sods/sod', { id: created.id, description: 'Changed by a script' }));
    ok(await call('DELETE', '/catalog/sods/sod', { sods: [{ id: created.id }] }));
  });

  it('[contract] creates, changes and deletes a resource with a bearer token alone', async () => {
    const created = ok(
      await call<{ succeeded?: { id: string }[]; id?: string }>('POST', '/catalog/resources', {
        name: 'Script Resource',
        description: 'Made by a script',
      }),
    );
    const id = created.succeeded?.[0]?.id ?? created.id;
    expect(id).toBeTruthy();
    ok(await call('PUT', '/catalog/resources/resource', { id, description: 'Changed by a script' }));
    ok(await call('DELETE', '/catalog/resources/resource', { resources: [{ id }] }));
  });

  it('[curl-jq] starts a workflow (access/requests/permissions/item) and reads tasks', async () => {
    const prds = ok(await call<{ requestDefs: { id: string }[] }>('GET', '/catalog/prds?size=5'));
    const prd = prds.requestDefs[0]!.id;
    const started = await call<{ success: boolean }>('POST', '/access/requests/permissions/item', {
      id: prd,
      entityType: 'prd',
      effDate: '',
      expDate: '',
      reason: 'Just reason',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const tasks = ok(await call<{ tasks?: unknown[] }>('GET', '/access/tasks/list?size=5'));
    expect(tasks).toBeTruthy();
  });
});
