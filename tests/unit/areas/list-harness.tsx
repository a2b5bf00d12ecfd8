import { act, type ReactNode } from 'react';
import { vi } from 'vitest';
import { createCore, type IdmCore } from '../../../src/core';
import { FeedbackBanner } from '../../../src/ui/banner/FeedbackBanner';
import { NavigationProvider } from '../../../src/ui/area';
import { renderWithCore } from '../ui/render-core';
import type { Route } from '../core/fakes';
import { serverCore } from '../api/setup';

/** A core over a fake server answering `routes` (`serverCore`, the tests' one fake transport). */
export const areaCore = (routes: Record<string, Route>): IdmCore => serverCore(routes).core;

/** What the tasks and history harnesses share: a signed-in user, the area's providers, the banner. */

export interface AreaRendered extends ReturnType<typeof renderWithCore> {
  /** Links out of the area (a user's details). */
  navigate: ReturnType<typeof vi.fn>;
}

/**
 * Renders `ui` with `user` signed in, inside the area's own providers (`providers` wraps its children in
 * the area's navigation context), with the feedback banner above it.
 */
export function renderArea(
  ui: ReactNode,
  options: { user: { dn: string; fullName: string }; core?: IdmCore; providers(children: ReactNode): ReactNode },
): AreaRendered {
  const core = options.core ?? createCore({ autoSignIn: false });
  core.stores.$user.set(options.user);
  const navigate = vi.fn();
  const rendered = renderWithCore(
    <NavigationProvider navigate={navigate}>
      {options.providers(
        <>
          <FeedbackBanner />
          {ui}
        </>,
      )}
    </NavigationProvider>,
    core,
  );
  return { ...rendered, navigate };
}

/** Lets pending promises (api answers, queries) settle inside act. */
export async function settle(rounds = 10): Promise<void> {
  await act(async () => {
    for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** axe without the rules that need real layout (contrast) or a whole page (landmarks). */
export async function axeViolations(container: HTMLElement): Promise<string[]> {
  const { default: axe } = await import('axe-core');
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}
