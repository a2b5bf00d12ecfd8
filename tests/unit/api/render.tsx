import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { CoreProvider } from '../../../src/core/react';
import type { IdmCore } from '../../../src/core';
import { waitFor } from '../ui/render';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders `useHook` inside a CoreProvider and exposes its latest result (a minimal renderHook). */
export async function renderHook<T>(core: IdmCore, useHook: () => T) {
  const result: { current: T | undefined } = { current: undefined };
  function Probe() {
    result.current = useHook();
    return null;
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(<CoreProvider core={core}>{(<Probe />) as ReactNode}</CoreProvider>));
  return {
    result,
    /** Waits (flushing React) until `check` passes. */
    waitFor: (check: () => void, timeoutMs = 2000) => waitFor(check, timeoutMs),
    unmount: () => act(() => root.unmount()),
  };
}
