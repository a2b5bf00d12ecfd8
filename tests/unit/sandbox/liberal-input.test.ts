import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identifyByIdOrDn, widenToSchema } from '../../../demo/server/http/liberal-input.js';
import { HOST, REST, passwordToken, restGet, startSandbox, type TestSandbox } from './helpers.js';

describe('widenToSchema: a single object where the schema shows an array', () => {
  const schema = {
    type: 'object',
    properties: {
      roles: { type: 'array', items: { $ref: '#/definitions/Role' } },
      reason: { type: 'string' },
    },
  };
  const definitions = {
    Role: {
      type: 'object',
      properties: { id: { type: 'string' }, owners: { type: 'array', items: { type: 'object' } } },
    },
  };

  it('wraps objects at any depth, through $refs, and leaves arrays, scalars and unknown fields alone', () => {
    expect(widenToSchema(schema, { roles: { id: 'a', owners: { id: 'o' } }, reason: 'r' }, definitions)).toEqual({
      roles: [{ id: 'a', owners: [{ id: 'o' }] }],
      reason: 'r',
    });
    expect(widenToSchema(schema, { roles: [{ id: 'a' }, { id: 'b' }] }, definitions)).toEqual({
      roles: [{ id: 'a' }, { id: 'b' }],
    });
    expect(widenToSchema(schema, { roles: 'a', other: { id: 'x' } }, definitions)).toEqual({
      roles: 'a',
      other: { id: 'x' },
    });
  });
});

describe('identifyByIdOrDn: id or dn where the schema declares both', () => {
  it('fills the missing one, in lists and through allOf, and leaves nodes without both alone', () => {
    const definitions = {
      Item: { allOf: [{ properties: { id: { type: 'string' } } }, { properties: { dn: { type: 'string' } } }] },
    };
    const schema = {
      type: 'object',
      properties: {
        items: { type: 'array', items: { $ref: '#/definitions/Item' } },
        other: { properties: { id: {} } },
      },
    };
    const body = { items: [{ dn: 'cn=a' }, { id: 'cn=b' }], other: { dn: 'cn=c' } };
    identifyByIdOrDn(schema, body, definitions);
    expect(body).toEqual({
      items: [
        { dn: 'cn=a', id: 'cn=a' },
        { id: 'cn=b', dn: 'cn=b' },
      ],
      other: { dn: 'cn=c' },
    });
  });
});

describe('sandbox: liberal in what scripts send', () => {
  let sb: TestSandbox;
  let admin: string;
  let role: string;
  beforeAll(async () => {
    sb = await startSandbox();
    admin = await passwordToken(sb.app, 'uaadmin');
    role = ((await restGet(sb.app, '/catalog/roles/listV2?size=1', admin)).json() as { roles: { id: string }[] })
      .roles[0]!.id;
  });
  afterAll(async () => sb.close());

  const post = (path: string, payload: string, contentType = 'application/json') =>
    sb.app.inject({
      method: 'POST',
      url: REST + path,
      headers: { authorization: `Bearer ${admin}`, host: HOST, 'content-type': contentType },
      payload,
    });

  it('reads {"roles": {"id": …}} as {"roles": [{"id": …}]} (the contract shows an array)', async () => {
    const res = await post('/catalog/roles/roleV2', JSON.stringify({ roles: { id: role } }));
    expect(res.statusCode).toBe(200);
    expect(res.json().roles.map((r: { id: string }) => r.id)).toEqual([role]);
  });

  it('takes a JSON body sent with curl’s default form content type', async () => {
    const res = await post(
      '/catalog/roles/roleV2',
      JSON.stringify({ roles: [{ id: role }] }),
      'application/x-www-form-urlencoded',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().roles[0].id).toBe(role);
    const broken = await post('/catalog/roles/roleV2', '{"roles": [', 'application/x-www-form-urlencoded');
    expect(broken.statusCode).toBe(400);
  });

  it('assigns with assignments and assignmentToList as single objects', async () => {
    const user = sb.app.store.users.findByLogin('euser')!;
    const res = await post(
      '/catalog/roles/role/assignments/assign',
      JSON.stringify({
        reason: 'script',
        assignments: { id: role, assignmentToList: { assignedToDn: user.dn, subtype: 'user' } },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
  });

  it('identifies an item by dn where the contract allows id or dn (PermissionNode)', async () => {
    const prds = (await restGet(sb.app, '/catalog/prds?size=1', admin)).json() as { requestDefs: { id: string }[] };
    const prd = prds.requestDefs[0]!.id;
    const byId = await post('/access/permissions/item', JSON.stringify({ id: prd, entityType: 'prd' }));
    const byDn = await post('/access/permissions/item', JSON.stringify({ dn: prd, entityType: 'prd' }));
    expect(byDn.statusCode, byDn.body).toBe(200);
    expect(byDn.json()).toEqual(byId.json());
  });

  it('answers the JVM statistics under access/ as under catalog/', async () => {
    for (const path of ['/access/statistics/memoryinfo', '/catalog/statistics/memoryinfo']) {
      const res = await restGet(sb.app, path, admin);
      expect([path, res.statusCode]).toEqual([path, 200]);
    }
  });
});
