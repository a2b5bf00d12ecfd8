import { act } from 'react';
import { vi } from 'vitest';
import type { QuickInfo } from '../../../../src/api/lookups';
import { createCore, type IdmCore } from '../../../../src/core';

export const ANN_DN = 'cn=ann,ou=users,o=data';

export function annInfo(overrides: Partial<QuickInfo> = {}): QuickInfo {
  return {
    entityType: 'USER',
    displayName: 'Ann Smith',
    image: null,
    primary: [
      { key: 'Title', label: 'Title', value: 'Accountant', dataType: 'String' },
      { key: 'Email', label: 'Email', value: 'ann@example.com', dataType: 'String' },
    ],
    secondary: [
      { key: 'Department', label: 'Department', value: 'Finance', dataType: 'String' },
      { key: 'TelephoneNumber', label: 'Telephone Number', value: '+1 555 0100', dataType: 'String' },
      { key: 'Empty', label: 'Nothing here', value: ' ', dataType: 'String' },
    ],
    ...overrides,
  };
}

/** A core whose `location.assign` is a spy. */
export function coreWithLocation(): { core: IdmCore; assign: ReturnType<typeof vi.fn<(url: string) => void>> } {
  const assign = vi.fn<(url: string) => void>();
  const core = createCore({
    autoSignIn: false,
    env: { location: { href: 'http://localhost/idmdash/#/users', assign, reload: () => {} } },
  });
  return { core, assign };
}

/** Moves the fake clock by `ms`, then lets fetches resolve and React Query deliver them. */
export async function settle(ms = 0): Promise<void> {
  for (const step of [ms, 0, 0]) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(step);
    });
  }
}

/** React's onMouseEnter/onMouseLeave come from mouseover/mouseout with a related target. */
export function pointerEnter(element: Element | null): void {
  act(() => {
    element?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
  });
}

export function pointerLeave(element: Element | null): void {
  act(() => {
    element?.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
  });
}

export function focus(element: Element | null): void {
  if (!(element instanceof HTMLElement)) throw new Error('focus(): no element');
  act(() => element.focus());
}
