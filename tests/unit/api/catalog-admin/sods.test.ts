import { describe, expect, it } from 'vitest';
import {
  createSod,
  deleteSods,
  fetchSodDefaultApprovers,
  fetchSodDetails,
  fetchSodList,
  fetchSodViolations,
  fetchUserSodViolations,
  updateSod,
  type SodInput,
} from '../../../../src/api/catalog-admin';
import { json } from '../../core/fakes';
import { apiCore } from '../setup';

const SOD = 'cn=TraderAuditor,cn=SoDDefs,o=system';
const SOD_NODE = {
  id: SOD,
  name: 'Trader vs Auditor',
  description: 'No one trades and audits',
  roles: [
    { id: 'cn=Trader', name: 'Trader', level: 20 },
    { id: 'cn=Auditor', name: 'Auditor', level: 20 },
  ],
  localizedNames: [{ locale: 'zh_TW', name: '交易員' }],
  sodApprovalType: 'allowWithWorkflow',
  isDefaultApproversUsed: false,
  approvers: [
    { id: 'cn=bob', name: 'Bob', type: 'user', sequence: 2 },
    { id: 'cn=ann', name: 'Ann', type: 'user', sequence: 1 },
  ],
};
const bodyOf = (call: { body: string | undefined } | undefined): unknown => JSON.parse(call?.body ?? 'null');

describe('catalog-admin api: separation of duties', () => {
  it('lists rules with GET catalog/sods (q, paging) and reads their two roles', async () => {
    const { core, server } = await apiCore({
      'rest/catalog/sods': () => json({ sods: [SOD_NODE], nextIndex: -1, total: 1 }),
    });
    const list = await fetchSodList(core, { q: 'trad', size: 25 });
    const url = new URL(server.callsTo('catalog/sods')[0]!.url);
    expect(url.searchParams.get('q')).toBe('trad');
    expect(url.searchParams.get('size')).toBe('25');
    expect(list.total).toBe(1);
    expect(list.items[0]?.roles.map((r) => r.name)).toEqual(['Trader', 'Auditor']);
  });

  it('reads a rule (POST catalog/sods/sod): approvers in sequence, locales in the console names', async () => {
    const { core, server } = await apiCore({ 'rest/catalog/sods/sod': () => json({ sods: [SOD_NODE] }, 201) });
    const sod = await fetchSodDetails(core, SOD);
    expect(bodyOf(server.calls.at(-1))).toEqual({ sods: [{ id: SOD }] });
    expect(sod).toMatchObject({
      approvalType: 'allowWithWorkflow',
      useDefaultApprovers: false,
      localizedNames: [{ locale: 'zh-TW', text: '交易員' }],
    });
    expect(sod.approvers.map((a) => a.name)).toEqual(['Ann', 'Bob']);
  });

  it('creates (POST catalog/sods), updates (PUT catalog/sods/sod) and deletes (DELETE {sods})', async () => {
    const { core, server } = await apiCore({
      'rest/catalog/sods/sod': (call) =>
        call.method === 'DELETE'
          ? json({ success: true, succeeded: [{ id: SOD, name: 'Trader vs Auditor' }], failed: [] })
          : new Response(null, { status: 204 }),
      'rest/catalog/sods': () => json({ id: SOD }, 201),
    });
    const input: SodInput = {
      name: 'Trader vs Auditor ',
      description: '',
      roles: [
        { dn: 'cn=Trader', name: 'Trader' },
        { dn: 'cn=Auditor', name: 'Auditor' },
      ],
      localizedNames: [{ locale: 'he', text: 'סוחר' }],
      localizedDescriptions: [],
      approvalType: 'allowWithWorkflow',
      useDefaultApprovers: true,
      approvers: [{ dn: 'cn=ann', name: 'Ann', type: 'user' }],
    };
    await expect(createSod(core, input)).resolves.toBe(SOD);
    expect(bodyOf(server.calls.at(-1))).toEqual({
      name: 'Trader vs Auditor',
      description: '',
      roles: [{ id: 'cn=Trader' }, { id: 'cn=Auditor' }],
      localizedNames: [{ locale: 'iw', name: 'סוחר' }],
      localizedDescriptions: [],
      sodApprovalType: 'allowWithWorkflow',
      isDefaultApproversUsed: true,
      approvers: [],
    });
    await updateSod(core, { ...input, dn: SOD, useDefaultApprovers: false });
    expect(server.calls.at(-1)?.method).toBe('PUT');
    expect(bodyOf(server.calls.at(-1))).toMatchObject({
      id: SOD,
      approvers: [{ id: 'cn=ann', sequence: 1 }],
    });
    const answer = await deleteSods(core, [SOD]);
    expect(bodyOf(server.calls.at(-1))).toEqual({ sods: [{ id: SOD }] });
    expect(answer.success).toBe(true);
  });

  it('reads the default approvers, a rule’s violations and a user’s violations', async () => {
    const { core, server } = await apiCore({
      'rest/catalog/sods/defaultApprovals': () =>
        json({ approvers: [{ id: 'cn=sec', name: 'Security', type: 'group' }] }),
      'rest/access/sods/violations/user': () =>
        json({ sods: [{ sodId: SOD, sodName: 'Trader vs Auditor', perm1Name: 'Trader', perm2Name: 'Auditor' }] }),
      'rest/access/sods/violations': () =>
        json({
          sodId: SOD,
          sodViolations: [{ sodId: SOD, type: 'USER', dn: 'cn=eve', name: 'Eve', approved: true }],
        }),
    });
    expect(await fetchSodDefaultApprovers(core)).toEqual([{ dn: 'cn=sec', name: 'Security', type: 'group' }]);
    const violations = await fetchSodViolations(core, SOD);
    expect(new URL(server.calls.at(-1)!.url).searchParams.get('sodDn')).toBe(SOD);
    expect(violations[0]).toMatchObject({ dn: 'cn=eve', name: 'Eve', type: 'user', exception: 'approved' });
    const mine = await fetchUserSodViolations(core, 'cn=eve');
    expect(new URL(server.calls.at(-1)!.url).searchParams.get('userDn')).toBe('cn=eve');
    expect(mine).toEqual([
      { sodDn: SOD, sodName: 'Trader vs Auditor', role1: 'Trader', role2: 'Auditor', inheritedRole: '' },
    ]);
  });
});
