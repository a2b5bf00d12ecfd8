// @vitest-environment happy-dom
/**
 * elements/define-idm-element.ts uses r2wc only for its React lifecycle, through r2wc's undocumented
 * `Symbol.for('r2wc.props' | 'r2wc.render' | 'r2wc.connected')` members (its own attribute and
 * property handling does not fit the element contract). Those are internals: a new r2wc version may
 * rename or change them without a major version. package.json pins r2wc exactly; this test pins the
 * behaviour we rely on, so an upgrade that changes it fails here instead of in a customer's page.
 */
import r2wc from '@r2wc/react-to-web-component';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');

interface Internals {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  [CONNECTED]: boolean;
  disconnectedCallback(): void;
}
type R2wcElement = HTMLElement & Internals;

function Greeting({ name }: { name?: string }) {
  return <p>{`Hello ${name ?? 'nobody'}`}</p>;
}

let count = 0;
function defineTag(): { tag: string; create(): R2wcElement } {
  const tag = `r2wc-probe-${++count}`;
  customElements.define(tag, r2wc(Greeting, { shadow: 'open', props: [] }));
  return { tag, create: () => document.createElement(tag) as R2wcElement };
}
const shown = (element: HTMLElement) => element.shadowRoot?.textContent ?? null;

afterEach(() => {
  document.body.replaceChildren();
});

describe('r2wc internals that defineIdmElement relies on', () => {
  it('publishes the props bag (with the shadow root as container), render and the connected flag', () => {
    const element = defineTag().create();
    expect(element.shadowRoot?.mode).toBe('open');
    expect(typeof element[PROPS]).toBe('object');
    expect(element[PROPS]['container']).toBe(element.shadowRoot);
    expect(typeof element[RENDER]).toBe('function');
    expect(typeof element[CONNECTED]).toBe('boolean');
    // With props: [] r2wc observes no attribute: every attribute is ours.
    expect(
      (customElements.get(element.localName) as unknown as { observedAttributes: string[] }).observedAttributes,
    ).toEqual([]);
  });

  it('mounts on connect with the props bag, and render() passes changed props to the same tree', async () => {
    const element = defineTag().create();
    element[PROPS]['name'] = 'Ann';
    await act(async () => void document.body.append(element));
    expect(element[CONNECTED]).toBe(true);
    expect(shown(element)).toBe('Hello Ann');
    element[PROPS]['name'] = 'Bob';
    await act(async () => element[RENDER]());
    expect(shown(element)).toBe('Hello Bob');
  });

  it('render() does nothing while the connected flag is false; disconnectedCallback unmounts', async () => {
    const element = defineTag().create();
    await act(async () => void document.body.append(element));
    element[CONNECTED] = false;
    element[PROPS]['name'] = 'Eve';
    await act(async () => element[RENDER]());
    expect(shown(element)).toBe('Hello nobody');
    await act(async () => element.disconnectedCallback());
    expect(shown(element)).toBe('');
    // Connected again, it mounts afresh from the props bag.
    element[CONNECTED] = true;
    await act(async () => element[RENDER]());
    expect(shown(element)).toBe('Hello Eve');
  });
});
