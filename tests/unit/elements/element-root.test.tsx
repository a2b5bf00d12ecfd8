// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { elementRoot } from '../../../elements/element-root';
import { configure, resetCore } from '../../../src/core';
import { fakeFetch, testEnv, text } from '../core/fakes';

afterEach(() => {
  cleanup();
  resetCore();
});

describe("an element's root", () => {
  it("gives the host the locale's direction and language, and sets neither again when they do not change", async () => {
    const core = configure({ env: testEnv(fakeFetch({ 'i18n/': () => text('', 404) }).fetch) });
    const host = document.createElement('div');
    const setAttribute = vi.spyOn(host, 'setAttribute');
    render(elementRoot(host, <p>content</p>));
    expect(host.getAttribute('dir')).toBe('ltr');
    expect(host.getAttribute('lang')).toBe('en');

    await act(() => core.setLocale('ar'));
    expect(host.getAttribute('dir')).toBe('rtl');
    expect(host.getAttribute('lang')).toBe('ar');
    setAttribute.mockClear();
    await act(() => core.setLocale('ar'));
    expect(setAttribute).not.toHaveBeenCalled();

    await act(() => core.setLocale('he'));
    expect(setAttribute.mock.calls).toEqual([['lang', 'he']]);
  });
});
