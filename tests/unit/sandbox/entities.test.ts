import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_DELETED_MESSAGE } from '../../../src/domain/entities.js';
import { accessSandbox, DN, type AccessSandbox } from './access-helpers.js';

interface Value {
  $: string;
  value: string;
}
interface Node {
  dn: string;
  attributes: { key: string; attributeValues: Value[]; lookupEntity?: string; isEditable: boolean }[];
}
interface EntityList {
  entityList: Node[];
  nextIndex: number;
  totalCount: number;
}
interface Fault {
  Fault: { Code: { Subcode: { Value: string } }; Reason: { Text: string } };
}
const values = (node: Node | undefined, key: string) =>
  node?.attributes.find((a) => a.key === key)?.attributeValues.map((v) => v.value) ?? [];
const attrs = (pairs: Record<string, string[]>) =>
  Object.entries(pairs).map(([key, attributeValues]) => ({ key, attributeValues }));

describe('sandbox: custom entities and the help desk', () => {
  let ctx: AccessSandbox;
  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(() => ctx.close());

  it('answers the definitions with the caller’s rights, their attributes and relationships', async () => {
    const admin = await ctx.get<{
      definitions: { key: string; isCreatable: boolean; isOrgChart: boolean; count: number }[];
    }>('uaadmin', '/access/entities/definitions?clientId=1');
    expect(admin.definitions.map((d) => d.key)).toEqual(['location', 'costCenter', 'device', 'application']);
    expect(admin.definitions[0]).toMatchObject({ isCreatable: true, isOrgChart: true });
    expect(admin.definitions[2]!.count).toBeGreaterThanOrEqual(80);
    const user = await ctx.get<{ isCreatable: boolean; isRemovable: boolean }>(
      'euser',
      '/access/entities/definitions?key=device',
    );
    expect(user).toMatchObject({ isCreatable: false, isRemovable: false });
    const list = await ctx.get<{ entityList: { dn: string }[] }>(
      'euser',
      '/access/entities/globalList?key=deviceTypes',
    );
    expect(list.entityList.map((e) => e.dn)).toContain('laptop');
  });

  it('lists, searches, searches by attribute, sorts and pages the items of a definition, DN values with names', async () => {
    const page = await ctx.get<EntityList>('uaadmin', '/access/entities/list?entityKey=location&size=5&sortBy=cn');
    expect(page.totalCount).toBe(15);
    expect(page.nextIndex).toBe(6);
    expect(page.entityList.map((e) => values(e, 'cn')[0])).toEqual([
      'Americas',
      'APAC',
      'Austin Data Center',
      'Bangalore Development Center',
      'Berlin Data Center',
    ]);
    const berlin = await ctx.get<EntityList>('euser', '/access/entities/list?entityKey=location&q=berlin');
    expect(berlin.entityList.map((e) => values(e, 'cn')[0])).toEqual(['Berlin Data Center', 'Berlin Headquarters']);
    expect(values(berlin.entityList[0], 'parentLocation')).toEqual(['Berlin Headquarters']);
    expect(values(berlin.entityList[0], 'country')).toEqual(['Germany']);
    const adv = await ctx.get<EntityList>(
      'uaadmin',
      '/access/entities/list?entityKey=location&advSearch=city:Berlin,description:Center',
    );
    expect(adv.entityList.map((e) => values(e, 'cn')[0])).toEqual(['Berlin Data Center']);
    const children = await ctx.get<EntityList>(
      'uaadmin',
      `/access/entities/list?entityKey=location&isOrgChart=true&entityDN=${encodeURIComponent('cn=EMEA,ou=locations,ou=entities,o=data')}`,
    );
    expect(children.totalCount).toBe(5);
    const bad = await ctx.get<Fault>('uaadmin', '/access/entities/list?entityKey=location&advSearch=nope:1', 400);
    expect(bad.Fault.Reason.Text).toContain('advSearch');
  });

  it('an administrator creates, edits and deletes an item; bad input is a 400 naming the attribute', async () => {
    const missing = await ctx.send<Fault>(
      'uaadmin',
      'POST',
      '/access/entities/item?clientId=1',
      { key: 'device', attributes: attrs({ cn: ['LT-TEST'] }) },
      400,
    );
    expect(missing.Fault.Reason.Text).toBe('Invalid input: Device Type (deviceType): Required.');
    const wrongDn = await ctx.send<Fault>(
      'uaadmin',
      'POST',
      '/access/entities/item',
      { key: 'device', attributes: attrs({ cn: ['LT-TEST'], deviceType: ['laptop'], location: [DN.euser] }) },
      400,
    );
    expect(wrongDn.Fault.Reason.Text).toContain('there is no location');
    const created = await ctx.send<{ dn: string }>(
      'uaadmin',
      'POST',
      '/access/entities/item?clientId=1',
      { key: 'device', attributes: attrs({ cn: ['LT-TEST'], deviceType: ['laptop'], owner: [DN.euser] }) },
      200,
    );
    expect(created.dn).toBe('cn=LT-TEST,ou=devices,ou=entities,o=data');
    const again = await ctx.send<Fault>(
      'uaadmin',
      'POST',
      '/access/entities/item',
      { key: 'device', attributes: attrs({ cn: ['LT-TEST'], deviceType: ['laptop'] }) },
      400,
    );
    expect(again.Fault.Code.Subcode.Value).toBe('EXISTING_ENTITY');
    await ctx.send('uaadmin', 'PUT', '/access/entities/item', {
      key: 'device',
      dn: created.dn,
      attributes: attrs({ serialNumber: ['SN-42'] }),
    });
    const one = await ctx.get<EntityList>(
      'euser',
      `/access/entities/list?entityKey=device&entityDN=${encodeURIComponent(created.dn)}`,
    );
    expect(values(one.entityList[0], 'serialNumber')).toEqual(['SN-42']);
    expect(values(one.entityList[0], 'owner')[0]).not.toContain('cn=');
    const info = await ctx.get<{ entityName: string }>(
      'euser',
      `/access/entities/quickInfo?entityType=device&entityId=${encodeURIComponent(created.dn)}`,
    );
    expect(info.entityName).toBe('LT-TEST');
    const deleted = await ctx.send<{ count: number }>('uaadmin', 'DELETE', '/access/entities/item?clientId=1', {
      items: [{ key: 'device', dn: created.dn }],
    });
    expect(deleted.count).toBe(1);
    expect(ENTITY_DELETED_MESSAGE).toContain('Click Save');
  });

  it('an end user may not create, edit or delete entities', async () => {
    const denied = await ctx.send<Fault>(
      'euser',
      'POST',
      '/access/entities/item',
      { key: 'device', attributes: attrs({ cn: ['X1'], deviceType: ['laptop'] }) },
      403,
    );
    expect(denied.Fault.Reason.Text).toBe('Only administrators may create entities.');
    await ctx.send(
      'euser',
      'DELETE',
      '/access/entities/item',
      { items: [{ dn: 'cn=Global,ou=locations,ou=entities,o=data' }] },
      403,
    );
  });

  it('an end user opens a help desk ticket; the administrators see it and close it', async () => {
    const bad = await ctx.send<Fault>(
      'euser',
      'POST',
      '/access/helpdesk/ticket',
      { category: 'device', subject: '', description: 'x' },
      400,
    );
    expect(bad.Fault.Reason.Text).toBe('Invalid input: subject: Required.');
    const { ticketNumber } = await ctx.send<{ ticketNumber: string }>(
      'euser',
      'POST',
      '/access/helpdesk/ticket',
      { category: 'device', subject: 'Printer on floor 3 jams', description: 'Every second page.' },
      200,
    );
    expect(ticketNumber).toMatch(/^HD-\d{6}$/);
    const admin = await ctx.get<{ tickets: { ticketNumber: string; requesterDn: string }[] }>(
      'uaadmin',
      '/access/helpdesk/tickets?q=floor%203',
    );
    expect(admin.tickets[0]).toMatchObject({ ticketNumber, requesterDn: DN.euser });
    const own = await ctx.get<{ tickets: unknown[] }>('mmanager', '/access/helpdesk/tickets?q=floor%203');
    expect(own.tickets).toEqual([]);
    await ctx.send('euser', 'PUT', '/access/helpdesk/tickets', { ticketNumber, status: 'closed' }, 403);
    await ctx.send('uaadmin', 'PUT', '/access/helpdesk/tickets', { ticketNumber, status: 'closed' });
    const users = await ctx.get<{ users: string[] }>('euser', '/access/helpdesk/category?resDn=device');
    expect(users.users).toContain(DN.uaadmin);
  });
});
