// @vitest-environment happy-dom
import '../../setup/act-environment';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCore } from '../../../../src/core';
import { CoreProvider } from '../../../../src/core/react';
import { Picker } from '../../../../src/ui/picker/Picker';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithCore } from '../render-core';
import { advance, combobox, fakeFetcher, pointer, popup, users } from './picker-helpers';

describe('Picker closing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('a click outside closes the dropdown and clears the query', async () => {
    const { container } = renderWithCore(
      <Picker label="Owner" tabs={['users']} sources={{ users: fakeFetcher(() => users(2)) }} />,
    );
    fireEvent.change(combobox(container), { target: { value: 'ann' } });
    await advance(1000);
    pointer(container.querySelector('[role="option"]'), 'pointerdown');
    expect(popup(container)?.hidden).toBe(false);
    pointer(document.body, 'pointerdown');
    expect(popup(container)?.hidden).toBe(true);
    expect(combobox(container).value).toBe('');
  });

  it('the toggle opens and closes the dropdown', () => {
    const { container } = renderWithCore(<Picker label="Owner" tabs={['users']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show options' }));
    expect(popup(container)?.hidden).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Hide options' }));
    expect(popup(container)?.hidden).toBe(true);
  });

  it('inside a shadow root, presses inside keep it open and presses outside close it (composed path)', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const root = createRoot(mount);
    act(() =>
      root.render(
        <CoreProvider core={createCore({ autoSignIn: false })}>
          <Picker label="Owner" tabs={['users']} sources={{ users: fakeFetcher(() => users(2)) }} />
        </CoreProvider>,
      ),
    );
    fireEvent.change(combobox(shadow), { target: { value: 'ann' } });
    await advance(1000);
    // A browser shows a press inside the shadow root to document listeners as a press on the host;
    // happy-dom does not retarget, so the event is dispatched on the host with the real composed path.
    const realPath: EventTarget[] = [];
    for (let node: Node | null = shadow.querySelector('[role="option"]'); node; node = node.parentNode)
      realPath.push(node);
    realPath.push(host, document.body, document.documentElement, document, window);
    const retarget = (event: Event) => Object.defineProperty(event, 'composedPath', { value: () => realPath });
    window.addEventListener('pointerdown', retarget, { capture: true, once: true });
    act(() => {
      host.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    });
    expect(popup(shadow)?.hidden).toBe(false);
    pointer(document.body, 'pointerdown');
    expect(popup(shadow)?.hidden).toBe(true);
    expect(combobox(shadow).value).toBe('');
    act(() => root.unmount());
    host.remove();
  });
});
