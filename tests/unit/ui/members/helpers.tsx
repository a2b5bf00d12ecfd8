import { act } from 'react';
import { vi } from 'vitest';
import type { LookupPage } from '../../../../src/api/lookups';
import { createCore, type IdmCore } from '../../../../src/core';
import { parseLoggedInUser } from '../../../../src/domain/user';
import type { MemberUser } from '../../../../src/ui/members';
import { queryKeys } from '../../../../src/api/keys';

export function member(index: number): MemberUser {
  const name = `User ${String(index).padStart(2, '0')}`;
  return { dn: `cn=user${index},ou=users,o=data`, name, type: 'user', isGroupAssignment: false };
}

/** `total` members; the fetcher answers those matching q ('*' for all) on the page nextIndex and size ask for. */
export function pagedFetcher(total: number) {
  const all = Array.from({ length: total }, (_, i) => member(i + 1));
  return vi.fn(
    async (_core: IdmCore, params: { nextIndex: number; size: number; q: string }): Promise<LookupPage<MemberUser>> => {
      const start = params.nextIndex - 1;
      const q = params.q.toLowerCase();
      const found = q === '*' ? all : all.filter((user) => user.name.toLowerCase().includes(q));
      return { items: found.slice(start, start + params.size), nextIndex: -1, total: found.length };
    },
  );
}

export function coreWith(options: { roleAdmin?: boolean } = {}): IdmCore {
  const core = createCore({ autoSignIn: false });
  core.queryClient.setQueryData(
    queryKeys.userRights(),
    parseLoggedInUser({ isRoleAdmin: options.roleAdmin === true, clientId: '1' }),
  );
  return core;
}

/** Moves the fake clock by `ms`, then lets fetches resolve and React Query deliver them (on timers). */
export async function settle(ms = 0): Promise<void> {
  for (const step of [ms, 0, 0]) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(step);
    });
  }
}

export function rowCheckboxes(root: ParentNode): HTMLInputElement[] {
  return [...root.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')];
}

export function checkbox(root: ParentNode, label: string): HTMLInputElement {
  const found = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find(
    (input) => input.getAttribute('aria-label') === label || input.closest('label')?.textContent?.trim() === label,
  );
  if (!found) throw new Error(`No checkbox ${label}`);
  return found;
}
