import axe from 'axe-core';
import { act } from 'react';
import { vi } from 'vitest';
import { text } from '../../ui/render-core';
import { json, type RecordedCall } from '../../core/fakes';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const REST = 'https://idm.example.com/IDMProv/rest/';

/** A started core whose server answers `routes` (the tests' one fake transport, tests/unit/api/setup.ts). */
export { apiCore as areaCore } from '../../api/setup';

/** Lets fetches resolve and React render (real timers). */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i++) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  }
}

/** Moves fake timers by `ms`, then lets fetches resolve and React Query deliver them. */
export async function advance(ms: number): Promise<void> {
  for (const step of [ms, 0, 0, 0]) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(step);
    });
  }
}

export function byText<E extends HTMLElement = HTMLElement>(
  container: ParentNode,
  selector: string,
  wanted: string | RegExp,
): E {
  const found = [...container.querySelectorAll<E>(selector)].find((e) =>
    typeof wanted === 'string' ? text(e) === wanted : wanted.test(text(e)),
  );
  if (!found) throw new Error(`No ${selector} with text ${String(wanted)}`);
  return found;
}

export function queryByText(container: ParentNode, selector: string, wanted: string | RegExp): HTMLElement | null {
  try {
    return byText<HTMLElement>(container, selector, wanted);
  } catch {
    return null;
  }
}

export function blur(element: Element | null | undefined): void {
  if (!(element instanceof HTMLElement)) throw new Error('blur(): no element');
  act(() => {
    element.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    element.dispatchEvent(new FocusEvent('blur'));
  });
}

export function field<E extends HTMLElement = HTMLInputElement>(container: ParentNode, label: string | RegExp): E {
  const labelElement = byText<HTMLLabelElement>(container, 'label', label);
  const id = labelElement.htmlFor;
  const input = id
    ? container.querySelector<E>(`[id="${id}"]`)
    : labelElement.querySelector<E>('input, select, textarea');
  if (!input) throw new Error(`No field for label ${String(label)}`);
  return input;
}

export const queryOf = (call: RecordedCall): URLSearchParams => new URL(call.url).searchParams;

/** axe without the rules that need real layout (contrast) or a whole page (landmarks). */
export async function violations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

/** A contract AttributeNode. */
export function attributeNode(
  key: string,
  displayLabel: string,
  values: { $: string; value?: string }[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    key,
    displayLabel,
    attributeValues: values,
    dataType: 'String',
    isSearchable: true,
    isSortable: true,
    isRequired: false,
    isEditable: false,
    isMultivalued: false,
    formatType: '',
    ...extra,
  };
}

/** A contract PersonNode. */
export function personNode(dn: string, fullName: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const [first = '', last = ''] = fullName.split(' ');
  return {
    dn,
    fullName,
    image: '',
    imageAttr: attributeNode('UserPhoto', 'Photo', [], { dataType: 'Binary' }),
    primaryAttributes: [
      attributeNode('FirstName', 'First Name', [{ $: first }]),
      attributeNode('LastName', 'Last Name', [{ $: last }]),
      attributeNode('Title', 'Title', [{ $: 'Accountant' }]),
      attributeNode('Email', 'Email', [{ $: `${first.toLowerCase()}@example.com` }]),
    ],
    secondaryAttributes: [],
    otherAttributes: [attributeNode('CN', 'User ID', [{ $: first.toLowerCase() }])],
    groupMemberof: [],
    disabledLogin: false,
    disabledLoginSupported: true,
    ...extra,
  };
}

export function usersAnswer(people: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  return json({ usersList: people, nextIndex: -1, totalSize: people.length, totalCount: people.length, ...extra });
}
