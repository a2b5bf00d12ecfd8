import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createCore, type IdmCore } from '../../../src/core';
import { CoreProvider } from '../../../src/core/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  core: IdmCore;
  rerender(ui: ReactNode): void;
  unmount(): void;
}

const mounted = new Set<Rendered>();

/** Renders inside a fresh core's providers (React Query, i18next with English). */
export function render(ui: ReactNode, core: IdmCore = createCore({ autoSignIn: false })): Rendered {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | null = null;
  act(() => {
    root = createRoot(container);
    root.render(<CoreProvider core={core}>{ui}</CoreProvider>);
  });
  const rendered: Rendered = {
    container,
    core,
    rerender(next) {
      act(() => root?.render(<CoreProvider core={core}>{next}</CoreProvider>));
    },
    unmount() {
      act(() => root?.unmount());
      container.remove();
      mounted.delete(rendered);
    },
  };
  mounted.add(rendered);
  return rendered;
}

/** Unmounts everything `render()` mounted (call from afterEach). */
export function cleanup(): void {
  for (const rendered of [...mounted]) rendered.unmount();
}

export function click(element: Element | null | undefined): void {
  if (!(element instanceof HTMLElement)) throw new Error('click(): no element');
  act(() => element.click());
}

/** Types into a controlled input or textarea the way React notices. */
export function typeInto(input: Element | null | undefined, value: string): void {
  const proto =
    input instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : input instanceof HTMLInputElement
        ? HTMLInputElement.prototype
        : null;
  if (!proto || !input) throw new Error('typeInto(): no input');
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function selectOption(select: Element | null | undefined, value: string): void {
  if (!(select instanceof HTMLSelectElement)) throw new Error('selectOption(): no select');
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

export function keyDown(element: Element | null | undefined, key: string): KeyboardEvent {
  if (!element) throw new Error('keyDown(): no element');
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  act(() => {
    element.dispatchEvent(event);
  });
  return event;
}

/** The accessible name, as far as these widgets use it: aria-label, aria-labelledby, a label, text. */
export function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return label;
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  }
  if (element.id) {
    const forLabel = element.ownerDocument.querySelector(`label[for="${element.id}"]`);
    if (forLabel) return text(forLabel);
  }
  const wrapping = element.closest('label');
  if (wrapping) return text(wrapping);
  return text(element);
}

export function text(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Buttons by accessible name. */
export function buttons(container: ParentNode, name?: string | RegExp): HTMLButtonElement[] {
  return [...container.querySelectorAll('button')].filter(
    (button) => name === undefined || matches(accessibleName(button), name),
  );
}

export function button(container: ParentNode, name: string | RegExp): HTMLButtonElement {
  const [found] = buttons(container, name);
  if (!found) throw new Error(`No button named ${String(name)}`);
  return found;
}

export function queryButton(container: ParentNode, name: string | RegExp): HTMLButtonElement | null {
  return buttons(container, name)[0] ?? null;
}

function matches(value: string, name: string | RegExp): boolean {
  return typeof name === 'string' ? value === name : name.test(value);
}

/** Waits (flushing React) until `check` stops throwing, with real timers; generous, because CI machines are busy. */
export async function waitFor(check: () => void, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}
