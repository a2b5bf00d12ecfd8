// @vitest-environment happy-dom
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { QuickInfoTrigger } from '../../../../src/ui/quick-info';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithCore } from '../render-core';
import { ANN_DN, annInfo, coreWithLocation } from './helpers';

async function violations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('quick-info accessibility (axe)', () => {
  afterEach(cleanup);

  it.each([
    ['with a photo and attributes', annInfo({ image: 'data:image/png;base64,iVBORw0KGgo=' })],
    ['with the default image', annInfo()],
  ])('an open popup %s', async (_name, info) => {
    const { container } = renderWithCore(
      <p>
        Requested by <QuickInfoTrigger dn={ANN_DN} name="Ann" fetchQuickInfo={() => Promise.resolve(info)} />
      </p>,
      coreWithLocation().core,
    );
    expect(await violations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Ann' }));
    // The card's code comes when first asked for, then its data.
    await waitFor(() => expect(container.querySelector('[role="dialog"] .idm-quick-info-row')).not.toBeNull(), {
      timeout: 5000,
    });
    expect(await violations(container)).toEqual([]);
  });
});
