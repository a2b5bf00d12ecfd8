// @vitest-environment happy-dom
import '../../setup/act-environment';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SodAdminWidget } from '../../../../src/areas/sod-admin';
import { apiCore } from '../../api/setup';
import { json, type RecordedCall, type Route } from '../../core/fakes';
import { renderWithCore } from '../../ui/render-core';
import { settle } from '../list-harness';

const SOD = 'cn=TraderAuditor,cn=SoDDefs,o=system';
const EVE = 'cn=eve,ou=users,o=data';
const SOD_NODE = {
  id: SOD,
  name: 'Trader vs Auditor',
  description: 'No one trades and audits',
  roles: [
    { id: 'cn=Trader', name: 'Trader', level: 20 },
    { id: 'cn=Auditor', name: 'Auditor', level: 20 },
  ],
  sodApprovalType: 'allowWithWorkflow',
  isDefaultApproversUsed: true,
  approvers: [],
};
const bodyOf = (call: RecordedCall | undefined): unknown => JSON.parse(call?.body ?? 'null');

async function setup(routes: Record<string, Route> = {}, sodDn?: string) {
  const { core, server } = await apiCore({
    userDefaults: () => json({ dn: 'cn=uaadmin,ou=users,o=data', fullName: 'UA Admin' }),
    'info/user/rights': () => json({}),
    'access/supportedlocales': () => json({ locales: [{ locale: 'en', localeDisplayName: 'English' }] }),
    'rest/catalog/sods': () => json({ sods: [SOD_NODE], nextIndex: -1, total: 1 }),
    'catalog/sods/sod': (call) =>
      call.method === 'POST' ? json({ sods: [SOD_NODE] }, 201) : new Response(null, { status: 204 }),
    'catalog/sods/defaultApprovals': () =>
      json({ approvers: [{ id: 'cn=sec', name: 'Security Officers', type: 'group' }] }),
    'access/sods/violations/user': () =>
      json({
        sods: [
          {
            sodId: SOD,
            sodName: 'Trader vs Auditor',
            perm1Name: 'Trader',
            perm2Name: 'Auditor',
            inheritedRole: 'Front Office',
          },
        ],
      }),
    'access/sods/violations': () =>
      json({ sodId: SOD, sodViolations: [{ sodId: SOD, type: 'USER', dn: EVE, name: 'Eve Adams', approved: false }] }),
    ...routes,
  });
  const onSodChanged = vi.fn();
  const rendered = renderWithCore(
    <SodAdminWidget sodDn={sodDn} onNavigate={vi.fn()} onSodChanged={onSodChanged} />,
    core,
  );
  await settle(30);
  return { ...rendered, server, onSodChanged };
}

describe('separation of duties administration', () => {
  afterEach(cleanup);

  it('lists rules with their two conflicting roles and searches them', async () => {
    const { server, container } = await setup();
    expect(container.querySelector('tbody tr')?.textContent).toMatch(/Trader vs Auditor.*Trader ⟷ Auditor/);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: /Search SoD rules/ }), 'trad{Enter}');
    await settle();
    const url = new URL(server.callsTo('rest/catalog/sods').at(-1)!.url);
    expect(url.searchParams.get('q')).toBe('trad');
  });

  it('deletes the chosen rules after a confirmation that names them, and reports the change', async () => {
    const { server, onSodChanged } = await setup({
      'catalog/sods/sod': (call) =>
        call.method === 'DELETE'
          ? json({ success: true, succeeded: [{ id: SOD, name: 'Trader vs Auditor' }], failed: [] })
          : json({ sods: [SOD_NODE] }, 201),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Trader vs Auditor' }));
    await user.click(screen.getByRole('button', { name: 'Delete (1)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Delete the selected SoD rules \(1\)\?/)).toBeTruthy();
    expect(within(dialog).getByRole('listitem').textContent).toBe('Trader vs Auditor');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await settle();
    const call = server.callsTo('catalog/sods/sod').find((c) => c.method === 'DELETE');
    expect(bodyOf(call)).toEqual({ sods: [{ id: SOD }] });
    expect(onSodChanged).toHaveBeenCalledWith({ action: 'deleted', dns: [SOD] });
  });

  it('a new rule needs a name and exactly two roles; nothing is sent until then', async () => {
    const { server } = await setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create SoD rule' }));
    // The form is its own chunk: it shows once that is in.
    await screen.findByLabelText('Name');
    await user.click(screen.getAllByRole('button', { name: 'Create SoD rule' }).at(-1)!);
    expect(screen.getByText('Required')).toBeTruthy();
    expect(screen.getByText('Choose exactly two roles.')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'POST' && c.url.endsWith('catalog/sods'))).toEqual([]);
  });

  it('a rule: the default approvers shown, custom approvers required, a save sends the SodNode', async () => {
    const { server, onSodChanged } = await setup({}, SOD);
    // The rule's page is its own chunk: it shows once that and the rule are in.
    expect(await screen.findByText('Security Officers')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Approvers chosen for this rule' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Choose at least one approver.').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('radio', { name: 'Always allow an exception' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Trading and audit');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(bodyOf(put)).toMatchObject({
      id: SOD,
      name: 'Trading and audit',
      roles: [{ id: 'cn=Trader' }, { id: 'cn=Auditor' }],
      sodApprovalType: 'alwaysAllow',
    });
    expect(onSodChanged).toHaveBeenCalledWith({ action: 'updated', dns: [SOD] });
  });

  it('a delegated administrator, refused the default approvers (403), keeps a working form that explains them', async () => {
    const refused = { Fault: { Code: { Value: 'Sender' }, Reason: { Text: 'Only the administrators of all roles.' } } };
    const { server } = await setup({ 'catalog/sods/defaultApprovals': () => json(refused, 403) }, SOD);
    expect(await screen.findByText(/The default approvers are set by the administrators of all roles/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Only the administrators of all roles.')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(bodyOf(server.calls.find((c) => c.method === 'PUT'))).toMatchObject({
      id: SOD,
      isDefaultApproversUsed: true,
    });
  });

  it('violations: who holds both roles, and from one the roles that cause it', async () => {
    const { container } = await setup({}, SOD);
    const violations = within(container.querySelector<HTMLElement>('[part="sod-violations"]')!);
    expect(violations.getByText('Exception not approved')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(violations.getByRole('button', { name: 'Eve Adams' }));
    await settle();
    const causes = violations.getByRole('list', { name: 'Rules Eve Adams breaks' });
    expect(causes.textContent).toBe('Trader vs Auditor: Trader ⟷ Auditor (through Front Office)');
  });

  it('violations: the exception as the sandbox reports it, approved with its justification or pending', async () => {
    const violation = (dn: string, name: string, status: string, justification: string) => ({
      sodId: SOD,
      type: 'user',
      dn,
      name,
      exception: { status, justification, at: 0, requestId: '7' },
    });
    const { container } = await setup(
      {
        'access/sods/violations': () =>
          json({
            sodId: SOD,
            sodViolations: [
              violation(EVE, 'Eve Adams', 'approved', 'Covers the audit'),
              violation('cn=finn,ou=users,o=data', 'Finn Ortiz', 'pending', 'Interim'),
            ],
          }),
      },
      SOD,
    );
    const items = within(container.querySelector<HTMLElement>('[part="sod-violations"]')!).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Eve Adams Exception approved Justification: Covers the audit',
      'Finn Ortiz Exception pending approval Justification: Interim',
    ]);
  });
});
