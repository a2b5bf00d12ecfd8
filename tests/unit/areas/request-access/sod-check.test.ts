import { describe, expect, it } from 'vitest';
import { checkSod, SOD_CHECK_MAX_RECIPIENTS } from '../../../../src/api/access';
import type { CatalogItem, RequestRecipient } from '../../../../src/areas/request-access/model';
import { json, type RecordedCall } from '../../core/fakes';
import { apiCore } from '../../api/setup';

const ME = 'cn=euser,ou=users,o=data';
const ANN = 'cn=ann,ou=users,o=data';
const roleDn = (id: string) => `cn=${id},cn=Level20,cn=RoleDefs,cn=RoleConfig,o=system`;
const CONTRACTOR = roleDn('Contractor');
const MANAGER = roleDn('DepartmentManager');
const LEDGER = roleDn('LedgerPost');
const PAYROLL = roleDn('PayrollViewer');

const role = (id: string, name: string): CatalogItem => ({
  id,
  kind: 'role',
  name,
  description: '',
  categories: [],
  bulkRequestable: true,
});
const laptop: CatalogItem = {
  id: 'cn=Laptop,o=res',
  kind: 'resource',
  name: 'Laptop',
  description: '',
  categories: [],
  bulkRequestable: true,
};
const self: RequestRecipient = { dn: ME, name: '', type: 'user' };
const ann: RequestRecipient = { dn: ANN, name: 'Ann Archer', type: 'user' };

const SODS = {
  sods: [
    {
      id: 'cn=sod1,o=system',
      name: 'Contractor versus Department Manager',
      roles: [
        { id: CONTRACTOR, name: 'Contractor' },
        { id: MANAGER, name: 'Department Manager' },
      ],
    },
    {
      id: 'cn=sod2,o=system',
      name: 'Ledger Post versus Payroll Viewer',
      roles: [
        { id: LEDGER, name: 'Ledger Post' },
        { id: PAYROLL, name: 'Payroll Viewer' },
      ],
    },
  ],
  nextIndex: -1,
  total: 2,
};
const assignment = (id: string, entityType = 'role') => ({ id, name: id, entityType });
const running = (itemDn: string, recipient: string) => ({
  id: '7',
  name: itemDn,
  itemDn,
  entityType: 'role',
  recipient,
  action: 'grant',
  requestState: 15,
});
const bodyOf = (call: RecordedCall) => JSON.parse(call.body ?? '{}') as Record<string, unknown>;
const query = (call: RecordedCall) => Object.fromEntries(new URL(call.url).searchParams.entries());

async function portWith(routes: Parameters<typeof apiCore>[0]) {
  const { core, server } = await apiCore({
    'catalog/sods': () => json(SODS),
    'access/assignments': () => json({ assignments: [], nextIndex: -1, total: 0 }),
    'access/requests/historyForUser': () => json({ requests: [], nextIndex: -1, total: 0 }, 201),
    ...routes,
  });
  core.stores.$user.set({ dn: ME, fullName: 'Eddie User' });
  // The cart's roles (other kinds are no part of a SoD rule) for its recipients.
  const check = (items: readonly CatalogItem[], recipients: readonly RequestRecipient[]) =>
    checkSod(core, { roleDns: items.filter((item) => item.kind === 'role').map((item) => item.id), recipients });
  return { server, core, check };
}

describe('the cart SoD pre-check over the vendor API', () => {
  it('a cart role against a role the signed-in user holds (GET access/assignments), named as the rule names them', async () => {
    const { check, server } = await portWith({
      'access/assignments': () =>
        json({ assignments: [assignment(CONTRACTOR), assignment(PAYROLL, 'resource')], nextIndex: -1 }),
    });
    expect(await check([role(MANAGER, 'Department Manager'), laptop], [self])).toEqual([
      { sodName: 'Contractor versus Department Manager', perm1Name: 'Contractor', perm2Name: 'Department Manager' },
    ]);
    expect(query(server.callsTo('catalog/sods')[0]!)).toMatchObject({ size: '300', nextIndex: '1' });
    expect(server.callsTo('access/assignments')[0]!.method).toBe('GET');
    expect(query(server.callsTo('access/assignments')[0]!)).toMatchObject({ size: '300', nextIndex: '1' });
  });

  it('a pending role request of the recipient counts (POST access/requests/historyForUser, running roles)', async () => {
    const { check, server } = await portWith({
      'access/requests/historyForUser': () =>
        json({ requests: [running(PAYROLL, ANN), running(CONTRACTOR, ME)], nextIndex: -1 }, 201),
    });
    expect(await check([role(LEDGER, 'Ledger Post'), role(MANAGER, 'Department Manager')], [ann])).toEqual([
      {
        sodName: 'Ledger Post versus Payroll Viewer',
        perm1Name: 'Ledger Post',
        perm2Name: 'Payroll Viewer',
        recipientName: 'Ann Archer',
      },
    ]);
    const history = server.callsTo('access/requests/historyForUser')[0]!;
    expect(history.method).toBe('POST');
    expect(bodyOf(history)).toEqual({ dn: ANN });
    expect(query(history)).toMatchObject({ status: 'running_pending_p0', type: 'role', action: 'grant' });
    // Another user's assignments: POST access/assignments/list {dn}.
    expect(server.callsTo('access/assignments/list').map(bodyOf)).toEqual([{ dn: ANN }]);
  });

  it('two conflicting roles in the same cart conflict, though the recipient holds neither', async () => {
    const { check } = await portWith({});
    expect(await check([role(CONTRACTOR, 'Contractor'), role(MANAGER, 'Department Manager')], [self])).toEqual([
      { sodName: 'Contractor versus Department Manager', perm1Name: 'Contractor', perm2Name: 'Department Manager' },
    ]);
  });

  it('keeps it cheap: no recipient calls when no rule involves the cart; groups skipped; at most 10 users; rules read once', async () => {
    const { check, server } = await portWith({});
    expect(await check([role(roleDn('WikiEditor'), 'Wiki Editor')], [self])).toEqual([]);
    expect(server.callsTo('access/assignments')).toHaveLength(0);

    const group: RequestRecipient = { dn: 'cn=sales,ou=groups,o=data', name: 'Sales', type: 'group' };
    const many = Array.from({ length: 12 }, (_, i): RequestRecipient => ({
      dn: `cn=u${i},o=data`,
      name: `User ${i}`,
      type: 'user',
    }));
    await check([role(CONTRACTOR, 'Contractor')], [group, ...many]);
    const asked = server.callsTo('access/assignments/list').map((c) => bodyOf(c).dn);
    expect(asked).toHaveLength(SOD_CHECK_MAX_RECIPIENTS);
    expect(asked).not.toContain(group.dn);
    expect(server.callsTo('catalog/sods')).toHaveLength(1);
    expect(await check([role(CONTRACTOR, 'Contractor')], [group])).toEqual([]);
  });

  it('answers null (no pre-check) when the SoD rules are refused, and does not ask again', async () => {
    const { check, server } = await portWith({
      'catalog/sods': () => json({ Fault: { Reason: { Text: 'Forbidden' } } }, 403),
    });
    expect(await check([role(CONTRACTOR, 'Contractor'), role(MANAGER, 'Department Manager')], [self])).toBeNull();
    expect(await check([role(CONTRACTOR, 'Contractor')], [self])).toBeNull();
    expect(server.callsTo('catalog/sods')).toHaveLength(1);
    expect(server.callsTo('access/assignments')).toHaveLength(0);
  });

  it('a recipient whose roles may not be read still gets the in-cart check', async () => {
    const refused = () => json({ Fault: { Reason: { Text: 'Forbidden' } } }, 403);
    const { check } = await portWith({ 'access/assignments/list': refused, 'access/requests/historyForUser': refused });
    expect(await check([role(CONTRACTOR, 'Contractor'), role(MANAGER, 'Department Manager')], [ann])).toEqual([
      {
        sodName: 'Contractor versus Department Manager',
        perm1Name: 'Contractor',
        perm2Name: 'Department Manager',
        recipientName: 'Ann Archer',
      },
    ]);
  });

  it('completes rules listed without their roles through POST catalog/sods/sod', async () => {
    const { check, server } = await portWith({
      'catalog/sods': () =>
        json({ sods: [{ id: 'cn=sod1,o=system', name: 'Contractor versus Department Manager' }], nextIndex: -1 }),
      'catalog/sods/sod': () => json({ sods: [SODS.sods[0]] }, 201),
      'access/assignments': () => json({ assignments: [assignment(MANAGER)], nextIndex: -1 }),
    });
    expect(await check([role(CONTRACTOR, 'Contractor')], [self])).toEqual([
      { sodName: 'Contractor versus Department Manager', perm1Name: 'Contractor', perm2Name: 'Department Manager' },
    ]);
    expect(bodyOf(server.callsTo('catalog/sods/sod')[0]!)).toEqual({ sods: [{ id: 'cn=sod1,o=system' }] });
  });

  it('reads further pages of the rules and of the assignments', async () => {
    const { check, server } = await portWith({
      'catalog/sods': (call) =>
        json(
          query(call).nextIndex === '1'
            ? { sods: [SODS.sods[1]], nextIndex: 301 }
            : { sods: [SODS.sods[0]], nextIndex: -1 },
        ),
      'access/assignments': (call) =>
        json(
          query(call).nextIndex === '1'
            ? { assignments: [assignment(PAYROLL)], nextIndex: 301 }
            : { assignments: [assignment(MANAGER)], nextIndex: -1 },
        ),
    });
    expect((await check([role(CONTRACTOR, 'Contractor')], [self]))?.map((c) => c.sodName)).toEqual([
      'Contractor versus Department Manager',
    ]);
    expect(server.callsTo('catalog/sods').map((c) => query(c).nextIndex)).toEqual(['1', '301']);
  });
});
