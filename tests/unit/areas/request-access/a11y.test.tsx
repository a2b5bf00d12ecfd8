// @vitest-environment happy-dom
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../../../src/areas/request-access/cart-store';
import { button, cleanup, click, selectOption } from '../../ui/render';
import { ALL_RULES, detailsOf, fakePort, prd, press, renderRequestAccess, role, testCore, waitFor } from './harness';

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
    const port = fakePort({ onBehalfRules: vi.fn(async () => ALL_RULES) });
    const { container } = renderRequestAccess(port);
    await waitFor(() => expect(container.querySelectorAll('.ra-landing .ra-item')).toHaveLength(4));
    selectOption(container.querySelector('.ra-search select'), 'role');
    await waitFor(() => expect(container.querySelector('.ra-search .ra-item')).not.toBeNull());
    click(button(container.querySelector('.ra-search') as HTMLElement, 'Add to cart'));
    expect(await violations(container)).toEqual([]);
  });

  it('cart with dates, a request form, recipients, SoD conflicts and errors', async () => {
    const port = fakePort({
      onBehalfRules: vi.fn(async () => ALL_RULES),
      checkSod: vi.fn(async () => [{ sodName: 'Pay and approve', perm1Name: 'Accountant', perm2Name: 'Auditor' }]),
      details: vi.fn(async (item) =>
        item.kind === 'prd'
          ? detailsOf(item, {
              allowsDates: false,
              parameters: [
                { key: 'plate', label: 'License plate', type: 'text', required: true, description: 'As on the registration' },
                { key: 'ev', label: 'Electric vehicle', type: 'boolean', required: false },
                { key: 'site', label: 'Site', type: 'list', required: true, options: [{ value: 'ams', label: 'Amsterdam' }] },
              ],
            })
          : detailsOf(item, { expiration: { required: true, maxDuration: { amount: 6, unit: 'M' } } }),
      ),
    });
    const core = testCore();
    cartStore(core).add(role('Accountant'));
    cartStore(core).add(prd('Parking Permit'));
    cartStore(core).setMode('others');
    const { container } = renderRequestAccess(port, { view: 'cart' }, core);
    await waitFor(() => expect(container.querySelector('.ra-form')).not.toBeNull());
    await waitFor(() => expect(container.querySelector('.ra-sod-warning')).not.toBeNull());
    expect(await violations(container)).toEqual([]);
    await press(button(container, 'Submit request'));
    expect(container.querySelector('.ra-error-summary')).not.toBeNull();
    expect(await violations(container)).toEqual([]);
  });

  it('item details dialog', async () => {
    const port = fakePort({
      details: vi.fn(async (item) => detailsOf(item, { approval: { required: true, standard: true, quorum: '60%', approvers: [{ name: 'Ann' }] } })),
    });
    const { container } = renderRequestAccess(port);
    await waitFor(() => expect(container.querySelector('.ra-landing .ra-item')).not.toBeNull());
    click(button(container, 'Accountant'));
    await waitFor(() => expect(container.querySelector('.ra-details')).not.toBeNull());
    expect(await violations(container)).toEqual([]);
  });
});
