/// <reference types="mocha" />
import { expect } from '@esm-bundle/chai';
import { createElement, useEffect, useState } from 'react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from '../../elements/define-idm-element';
import { waitFor, nextTag } from './helpers';

interface ProbeProps extends IdmHostProps {
  label?: string;
  count?: number;
  disabled?: boolean;
  items?: string[];
  onPick?: (item: string) => void;
}

const unmounted: string[] = [];

function Probe({ host, label, count, disabled, items, onPick }: ProbeProps) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => () => void unmounted.push(host.id), [host]);
  return createElement(
    'div',
    { part: 'probe' },
    createElement('span', { className: 'label' }, label ?? 'no label'),
    createElement('span', { className: 'count' }, String(count ?? 'none')),
    createElement('span', { className: 'disabled' }, disabled ? 'disabled' : 'enabled'),
    createElement('span', { className: 'items' }, (items ?? []).join(',')),
    createElement(
      'button',
      {
        onClick: () => {
          setClicks((c) => c + 1);
          onPick?.('clicked');
        },
      },
      `clicks ${clicks}`,
    ),
  );
}

const options = {
  attributes: { label: 'string', count: 'number', disabled: 'boolean' } as const,
  properties: ['items', 'onPick'] as const,
  styles: [':host { display: block; color: rgb(1, 2, 3); }'],
  version: '1.0.0',
};

function text(el: Element, selector: string): string {
  return el.shadowRoot?.querySelector(selector)?.textContent ?? '';
}

describe('defineIdmElement', () => {
  it('reads string and number attributes, and a removed attribute resets the prop', async () => {
    const tag = nextTag();
    defineIdmElement(tag, Probe, options);
    const el = document.createElement(tag);
    el.setAttribute('label', 'Hello');
    el.setAttribute('count', '42');
    document.body.append(el);
    await waitFor(() => text(el, '.label') === 'Hello');
    expect(text(el, '.count')).to.equal('42');
    el.removeAttribute('label');
    el.setAttribute('count', 'not a number');
    await waitFor(() => text(el, '.label') === 'no label');
    expect(text(el, '.count')).to.equal('none');
    el.remove();
  });

  it('treats boolean attributes by presence', async () => {
    const tag = nextTag();
    defineIdmElement(tag, Probe, options);
    const el = document.createElement(tag);
    el.setAttribute('disabled', '');
    document.body.append(el);
    await waitFor(() => text(el, '.disabled') === 'disabled');
    el.removeAttribute('disabled');
    await waitFor(() => text(el, '.disabled') === 'enabled');
    el.setAttribute('disabled', 'false');
    await waitFor(() => text(el, '.disabled') === 'disabled');
    el.remove();
  });

  it('takes object and function props as properties only', async () => {
    const tag = nextTag();
    defineIdmElement(tag, Probe, options);
    const el = document.createElement(tag) as HTMLElement & { items?: string[]; onPick?: (s: string) => void };
    document.body.append(el);
    const picked: string[] = [];
    el.items = ['a', 'b'];
    el.onPick = (item) => picked.push(item);
    await waitFor(() => text(el, '.items') === 'a,b');
    expect(el.hasAttribute('items')).to.equal(false);
    (el.shadowRoot?.querySelector('button') as HTMLButtonElement).click();
    await waitFor(() => picked.length === 1);
    el.remove();
  });

  it('takes up properties set before the tag was defined', async () => {
    const tag = nextTag();
    const el = document.createElement(tag) as HTMLElement & { items?: string[]; label?: string };
    el.items = ['early'];
    el.label = 'set early';
    document.body.append(el);
    defineIdmElement(tag, Probe, options);
    await waitFor(() => text(el, '.items') === 'early');
    expect(text(el, '.label')).to.equal('set early');
    el.remove();
  });

  it('keeps its state when moved in the DOM, and unmounts when removed', async () => {
    const tag = nextTag();
    defineIdmElement(tag, Probe, options);
    const el = document.createElement(tag);
    el.id = `${tag}-moved`;
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    first.append(el);
    await waitFor(() => Boolean(el.shadowRoot?.querySelector('button')));
    (el.shadowRoot?.querySelector('button') as HTMLButtonElement).click();
    await waitFor(() => text(el, 'button') === 'clicks 1');
    second.append(el);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(text(el, 'button')).to.equal('clicks 1');
    expect(unmounted).not.to.include(el.id);
    el.remove();
    await waitFor(() => unmounted.includes(el.id));
    first.remove();
    second.remove();
  });

  it('adopts its stylesheet in an open shadow root, with no <style> element', async () => {
    const tag = nextTag();
    defineIdmElement(tag, Probe, options);
    const el = document.createElement(tag);
    document.body.append(el);
    await waitFor(() => Boolean(el.shadowRoot?.querySelector('[part=probe]')));
    expect(el.shadowRoot?.mode).to.equal('open');
    expect(el.shadowRoot?.adoptedStyleSheets.length).to.equal(1);
    expect(el.shadowRoot?.querySelector('style')).to.equal(null);
    expect(getComputedStyle(el).color).to.equal('rgb(1, 2, 3)');
    el.remove();
  });

  it('skips a tag that is already defined and warns when the version differs', () => {
    const tag = nextTag();
    const first = defineIdmElement(tag, Probe, options);
    const warnings: unknown[] = [];
    const originalWarn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      expect(defineIdmElement(tag, Probe, options)).to.equal(first);
      expect(warnings.length).to.equal(0);
      expect(defineIdmElement(tag, Probe, { ...options, version: '2.0.0' })).to.equal(first);
      expect(warnings.length).to.equal(1);
    } finally {
      console.warn = originalWarn;
    }
  });

  it('dispatches idm-* events that bubble out of shadow roots', () => {
    const tag = nextTag();
    defineIdmElement(tag, Probe, options);
    const el = document.createElement(tag);
    document.body.append(el);
    let detail: unknown;
    const listener = (event: Event) => {
      detail = (event as CustomEvent).detail;
    };
    document.addEventListener('idm-navigate', listener);
    emitIdmEvent(el, 'idm-navigate', { to: '#/tasks' });
    document.removeEventListener('idm-navigate', listener);
    expect(detail).to.deep.equal({ to: '#/tasks' });
    el.remove();
  });
});
