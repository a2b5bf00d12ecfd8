/// <reference types="mocha" />
import { expect } from '@esm-bundle/chai';
import { waitFor } from './helpers';

const CORE_KEY = Symbol.for('idm-console.core');

function coreOnPage(): unknown {
  return (globalThis as Record<symbol, unknown>)[CORE_KEY];
}

describe('the built elements', () => {
  it('the loader defines <idm-console> when the tag first appears', async () => {
    await import(/* @vite-ignore */ '/dist/elements/idm-loader.js' as string);
    expect(customElements.get('idm-console')).to.equal(undefined);
    const el = document.createElement('idm-console');
    document.body.append(el);
    await waitFor(() => customElements.get('idm-console') !== undefined, 5000);
    await waitFor(() => Boolean(el.shadowRoot?.childElementCount));
    expect(el.shadowRoot?.mode).to.equal('open');
  });

  it('styles through adopted stylesheets only, and shows the start-up error without a server', async () => {
    const el = document.querySelector('idm-console') as HTMLElement;
    // This test server has no LoadContextConfigServlet: start-up fails with the spec's message.
    await waitFor(() => Boolean(el.shadowRoot?.querySelector('[role=alert]')), 5000);
    expect(el.shadowRoot?.querySelector('[role=alert]')?.textContent).to.match(/Not Found|Server error/);
    expect(el.shadowRoot?.adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(el.shadowRoot?.querySelector('style')).to.equal(null);
    expect(document.head.querySelector('style')).to.equal(null);
    expect(el.getAttribute('dir')).to.equal('ltr');
  });

  it('a second bundle on the page reuses the defined tag and the same core', async () => {
    const core = coreOnPage();
    expect(core).to.not.equal(undefined);
    const first = customElements.get('idm-console');
    const warnings: unknown[] = [];
    const originalWarn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      // A query string makes the browser load the bundle again as a separate module instance.
      await import(/* @vite-ignore */ '/dist/elements/idm-console.js?second-bundle' as string);
    } finally {
      console.warn = originalWarn;
    }
    expect(customElements.get('idm-console')).to.equal(first);
    expect(coreOnPage()).to.equal(core);
    expect(warnings).to.deep.equal([]);
  });
});
