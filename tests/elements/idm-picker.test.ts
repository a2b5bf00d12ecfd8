/// <reference types="mocha" />
import { expect } from '@esm-bundle/chai';
import { waitFor } from './helpers';

interface PickerElement extends HTMLElement {
  sources?: unknown;
  value?: unknown;
}

const PEOPLE = ['Ada Novak', 'Bruno Okafor', 'Chen Petrov'].map((name, i) => ({
  itemType: 'user',
  dn: `cn=u${i},ou=users,o=data`,
  name,
}));

function typeInto(input: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('<idm-picker> (built)', () => {
  before(async () => {
    await import(/* @vite-ignore */ '/dist/elements/idm-picker.js' as string);
  });

  it('searches its sources after typing, emits idm-selection-change, and reorders by keyboard keeping focus', async () => {
    const el = document.createElement('idm-picker') as PickerElement;
    el.setAttribute('label', 'People');
    el.setAttribute('mode', 'multi');
    el.setAttribute('tabs', 'users');
    el.sources = { users: async () => ({ items: PEOPLE, total: PEOPLE.length }) };
    const changes: { items: { name: string }[] }[] = [];
    el.addEventListener('idm-selection-change', (event) => changes.push((event as CustomEvent).detail));
    document.body.append(el);

    const root = el.shadowRoot as ShadowRoot;
    await waitFor(() => Boolean(root.querySelector('input')));
    const input = root.querySelector('input') as HTMLInputElement;
    expect(input.getAttribute('placeholder')).to.equal('Search in Users');
    input.focus();
    typeInto(input, 'a');
    await waitFor(() => root.querySelectorAll('[role=option]').length === 3, 4000);

    (root.querySelectorAll('[role=option]')[0] as HTMLElement).click();
    await waitFor(() => changes.length === 1);
    (root.querySelectorAll('[role=option]')[1] as HTMLElement).click();
    await waitFor(() => changes.length === 2);
    expect(changes[1]?.items.map((i) => i.name)).to.deep.equal(['Ada Novak', 'Bruno Okafor']);
    expect(root.textContent).to.contain('Drag and drop to reorder selected items');

    const handles = root.querySelectorAll<HTMLButtonElement>('.idm-picker-tag-handle');
    handles[1]?.focus();
    handles[1]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    await waitFor(() => changes.length === 3);
    expect(changes[2]?.items.map((i) => i.name)).to.deep.equal(['Bruno Okafor', 'Ada Novak']);
    await waitFor(
      () =>
        (root.activeElement as HTMLElement | null)?.getAttribute('aria-label')?.startsWith('Move Bruno Okafor') ===
        true,
    );
    el.remove();
  });

  it('treats boolean attributes by presence and shows the required message after touch', async () => {
    const el = document.createElement('idm-picker') as PickerElement;
    el.setAttribute('label', 'Proxy user');
    el.setAttribute('disabled', '');
    el.sources = { users: async () => ({ items: [] }) };
    document.body.append(el);
    const root = el.shadowRoot as ShadowRoot;
    await waitFor(() => Boolean(root.querySelector('input')));
    expect((root.querySelector('input') as HTMLInputElement).disabled).to.equal(true);
    el.removeAttribute('disabled');
    await waitFor(() => !(root.querySelector('input') as HTMLInputElement).disabled);
    el.remove();
  });
});
