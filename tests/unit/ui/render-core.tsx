import { configure, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createCore, type IdmCore } from '../../../src/core';
import { CoreProvider } from '../../../src/core/react';

// Queries go through a fake server and React Query's timers: give Testing Library's waitFor/findBy time on
// a busy machine (the default is one second).
configure({ asyncUtilTimeout: 10_000 });

function coreWrapper(core: IdmCore) {
  return function CoreWrapper({ children }: { children: ReactNode }) {
    return <CoreProvider core={core}>{children}</CoreProvider>;
  };
}

/**
 * Renders `ui` with Testing Library inside `core`'s providers (React Query, i18next in English); the
 * answer adds the core. Unmounted by Testing Library's `cleanup` (call it from afterEach).
 */
export function renderWithCore(ui: ReactNode, core: IdmCore = createCore({ autoSignIn: false })) {
  const rendered = render(ui, { wrapper: coreWrapper(core) });
  return { ...rendered, core };
}

export type RenderedWithCore = ReturnType<typeof renderWithCore>;

/** Testing Library's `renderHook` inside `core`'s providers. */
export function renderHookWithCore<T>(core: IdmCore, useHook: () => T) {
  return renderHook(useHook, { wrapper: coreWrapper(core) });
}

/** An element's text as a user reads it: whitespace collapsed. */
export function text(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
