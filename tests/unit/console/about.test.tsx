// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { aboutFacts } from '../../../src/console/modals/about-text';
import { resetCore } from '../../../src/core';
import { json } from '../core/fakes';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { text } from '../ui/render-core';
import { renderConsole, waitFor } from './harness';

afterEach(() => {
  cleanup();
  resetCore();
});

describe('About', () => {
  it("formats the build date as 'YYYY-MMM-DD hh:mm:ss' (12-hour clock)", () => {
    const built = new Date(2024, 0, 5, 14, 3, 9).getTime();
    const facts = aboutFacts({ version: '4.9.0', date: built, revision: { number: 'r42' } }, new Date(2030, 0, 1));
    expect(facts).toEqual({ version: '4.9.0', date: '2024-Jan-05 02:03:09', revision: 'r42', year: 2024 });
  });

  it("keeps a build date it cannot read, and takes the copyright year from today's date then", () => {
    const facts = aboutFacts({ version: '1', date: 'yesterday', revision: { number: '' } }, new Date(2031, 5, 1));
    expect(facts.date).toBe('yesterday');
    expect(facts.year).toBe(2031);
  });

  it('states version, build date and revision from build-info.json, and a copyright line', async () => {
    const built = new Date(2024, 10, 30, 9, 15, 0).getTime();
    const view = await renderConsole({
      routes: { 'build-info.json': () => json({ version: '4.9.1', date: built, revision: { number: 'a1b2c3' } }) },
    });
    const { container } = view.rendered;
    await userEvent.click(screen.getByRole('button', { name: 'Ann Admin' }));
    await userEvent.click(screen.getByRole('button', { name: 'About' }));
    await waitFor(() =>
      expect(text(container.querySelector('dialog'))).toContain(
        'Identity Manager Dashboard version 4.9.1 was built on 2024-Nov-30 09:15:00 from revision a1b2c3',
      ),
    );
    expect(text(container.querySelector('.about-copyright'))).toMatch(/^Copyright © 2024 /);
  });
});
