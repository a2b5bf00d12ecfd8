// @vitest-environment happy-dom
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../../src/core';
import { cartStore } from '../../../../src/areas/request-access/cart-store';
import userEvent from '@testing-library/user-event';
import {
  accessServer,
  cleanup,
  detail,
  MAY_REQUEST_FOR_OTHERS,
  prd,
  renderRequestAccess,
  role,
  screen,
  testCore,
  waitFor,
  within,
} from './harness';

/** axe without the rules that need real layout (contrast) or a whole page (landmarks). */
async function violations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('request access accessibility (axe)', () => {
  afterEach(cleanup);

  it('landing page with search results and an item in the cart', async () => {
    const user = userEvent.setup();
    const { container } = renderRequestAccess(accessServer({ rob: MAY_REQUEST_FOR_OTHERS }));
    await waitFor(() => expect(container.querySelectorAll('.ra-landing .ra-item')).toHaveLength(4));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'role');
    await waitFor(() => expect(container.querySelector('.ra-search .ra-item')).not.toBeNull());
    await user.click(
      within(container.querySelector('.ra-search') as HTMLElement).getByRole('button', { name: 'Add to cart' }),
    );
    expect(await violations(container)).toEqual([]);
  });

  it('cart with dates, a request form, recipients, SoD conflicts and errors', async () => {
    const accountant = role('Accountant');
    const auditor = role('Auditor');
    const parking = prd('Parking Permit');
    const server = accessServer({
      rob: MAY_REQUEST_FOR_OTHERS,
      // 'Pay and approve': the signed-in user holds Auditor (no recipient chosen yet), the cart asks Accountant.
      sods: {
        sods: [
          {
            id: 'cn=sod,o=system',
            name: 'Pay and approve',
            roles: [
              { id: accountant.id, name: 'Accountant' },
              { id: auditor.id, name: 'Auditor' },
            ],
          },
        ],
      },
      assignments: [{ id: auditor.id, name: 'Auditor', entityType: 'role' }],
      details: (dn) =>
        dn === parking.id
          ? detail(parking, {
              isNewForm: true,
              dataItems: [
                { name: 'plate', target: 'License plate', dataType: 'String', valueSet: true, values: [] },
                { name: 'ev', target: 'Electric vehicle', dataType: 'Boolean', valueSet: false, values: [] },
                {
                  name: 'site',
                  target: 'Site',
                  dataType: 'List',
                  valueSet: true,
                  values: [{ value: 'ams', label: 'Amsterdam' }],
                },
              ],
            })
          : detail(accountant, { isExpirationRequired: true, expiresAfter: '6M' }),
    });
    const core = testCore(memoryStorage(), server);
    cartStore(core).add(accountant);
    cartStore(core).add(parking);
    cartStore(core).setMode('others');
    const user = userEvent.setup();
    const { container } = renderRequestAccess(server, { view: 'cart' }, core);
    await waitFor(() => expect(container.querySelector('.ra-form')).not.toBeNull());
    await waitFor(() => expect(container.querySelector('.ra-sod-warning')).not.toBeNull());
    expect(await violations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(container.querySelector('.ra-error-summary')).not.toBeNull();
    expect(await violations(container)).toEqual([]);
  });

  it('item details dialog', async () => {
    const server = accessServer({
      details: () =>
        detail(role('Accountant'), {
          approval: {
            type: 'quorum',
            quorum: '60%',
            approvers: [{ id: 'cn=ann,ou=users,o=data', name: 'Ann', sequence: 1 }],
          },
        }),
    });
    const user = userEvent.setup();
    const { container } = renderRequestAccess(server);
    await user.click(await screen.findByRole('button', { name: 'Accountant' }));
    await waitFor(() => expect(container.querySelector('.ra-details')).not.toBeNull());
    expect(await violations(container)).toEqual([]);
  });
});
