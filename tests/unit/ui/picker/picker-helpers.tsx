import { act } from 'react';
import { vi } from 'vitest';
import type { PickerItem } from '../../../../src/domain/picker-item';
import type { PickerPage, PickerQuery } from '../../../../src/domain/picker-source';
import { text } from '../render-core';

export const user = (cn: string): PickerItem => ({ itemType: 'user', dn: `cn=${cn},ou=users,o=data`, fullName: cn });

/** n users named `${prefix}0…`. */
export const users = (count: number, prefix = 'user'): PickerItem[] =>
  Array.from({ length: count }, (_, i) => user(`${prefix}${i}`));

/** A fetcher answering `answer(query)`, recording every query. */
export function fakeFetcher(
  answer: (query: PickerQuery) => PickerPage | readonly PickerItem[] = () => ({ items: [] }),
) {
  return vi.fn((query: PickerQuery, _signal: AbortSignal) => Promise.resolve(answer(query)));
}

/** A fetcher that never answers until `resolve` or `reject` is called. */
export function pendingFetcher() {
  let resolve: (page: PickerPage) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const fetcher = vi.fn(
    (_query: PickerQuery, _signal: AbortSignal) =>
      new Promise<PickerPage>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return { fetcher, resolve: (page: PickerPage) => resolve(page), reject: (error: Error) => reject(error) };
}

/** Lets pending promises (fetch answers) settle inside act. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

/** Advances fake timers by `ms` and lets the fetches they start settle. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await settle();
}

export const combobox = (container: ParentNode): HTMLInputElement => {
  const input = container.querySelector<HTMLInputElement>('input[role="combobox"]');
  if (!input) throw new Error('no combobox');
  return input;
};
export const options = (container: ParentNode) => [...container.querySelectorAll<HTMLElement>('[role="option"]')];
export const optionTexts = (container: ParentNode) =>
  options(container).map((option) => text(option.querySelector('.idm-picker-option-label')));
export const popup = (container: ParentNode) => container.querySelector<HTMLElement>('.idm-picker-popup');
export const message = (container: ParentNode) => text(container.querySelector('.idm-picker-message'));
export const tagTexts = (container: ParentNode) =>
  [...container.querySelectorAll('.idm-picker-tag-label')].map((label) => text(label));

export function keyDownWith(
  element: Element | null | undefined,
  key: string,
  init: KeyboardEventInit = {},
): KeyboardEvent {
  if (!element) throw new Error('keyDownWith(): no element');
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  act(() => {
    element.dispatchEvent(event);
  });
  return event;
}

export function pointer(element: Element | null | undefined, type: string, init: PointerEventInit = {}): void {
  if (!element) throw new Error('pointer(): no element');
  act(() => {
    element.dispatchEvent(
      new PointerEvent(type, { bubbles: true, cancelable: true, composed: true, button: 0, pointerId: 1, ...init }),
    );
  });
}
