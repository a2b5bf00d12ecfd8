/// <reference types="mocha" />
import { expect } from '@esm-bundle/chai';
import { waitFor } from './helpers';

// Two builds of the elements on one page — this one from /dist and a copy with another version string from
// another path (made by wtr.config.mjs), as when two products each bring theirs.
const CORE_KEY = Symbol.for('idm-console.core');
const coreOnPage = (): unknown => (globalThis as Record<symbol, unknown>)[CORE_KEY];
type Versioned = CustomElementConstructor & { idmVersion?: string };

describe('two bundles of the elements on one page', () => {
  it('defines each tag once, warns once about the other version, and keeps one session and cache', async function () {
    // Two whole builds of every element (React and react-dom in each) load and run here: more than the
    // suite's 10 s on a busy 2-core machine.
    this.timeout(30_000);
    await import(/* @vite-ignore */ '/dist/elements/index.js' as string);
    const first = customElements.get('idm-task-list') as Versioned;
    const version = first.idmVersion ?? '';
    const list = document.createElement('idm-task-list');
    document.body.append(list);
    await waitFor(() => coreOnPage() !== undefined, 5000);
    const core = coreOnPage();

    const warnings: unknown[][] = [];
    const originalWarn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      await import(/* @vite-ignore */ '/test-results/elements-other-version/index.js' as string);
      await import(/* @vite-ignore */ '/test-results/elements-other-version/idm-request-history.js' as string);
    } finally {
      console.warn = originalWarn;
    }
    const history = document.createElement('idm-request-history');
    document.body.append(history);

    expect(customElements.get('idm-task-list')).to.equal(first);
    expect((customElements.get('idm-request-history') as Versioned).idmVersion).to.equal(version);
    expect(warnings).to.have.length(1);
    expect(String(warnings[0]?.[0])).to.contain(`${version}-other`);
    expect(coreOnPage()).to.equal(core);
    await waitFor(() => Boolean(history.shadowRoot?.childElementCount), 5000);
  });
});
