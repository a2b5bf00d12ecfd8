// @vitest-environment happy-dom
import { useQueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore, resetCore } from '../../../src/core';
import { useCore, useCoreStore, useTranslation } from '../../../src/core/react';
import { renderHookWithCore } from '../ui/render-core';
import { CONSOLE_BASE, fakeFetch, testEnv } from './fakes';

afterEach(() => resetCore());

describe('CoreProvider', () => {
  it('provides the core, its QueryClient and its i18n, and re-renders on store changes', async () => {
    const core = createCore({ consoleBase: CONSOLE_BASE, env: testEnv(fakeFetch({}).fetch) });
    const view = await renderHookWithCore(core, () => ({
      core: useCore(),
      queryClient: useQueryClient(),
      t: useTranslation().t,
      user: useCoreStore('$user'),
    }));
    expect(view.result.current?.core).toBe(core);
    expect(view.result.current?.queryClient).toBe(core.queryClient);
    expect(view.result.current?.t('common.cancel')).toBe('Cancel');
    expect(view.result.current?.user).toBeNull();
    await act(async () => core.stores.$user.set({ dn: 'cn=a', fullName: 'Ann' }));
    expect(view.result.current?.user?.fullName).toBe('Ann');
    await view.unmount();
  });

  it("useTranslation() gives the current language's texts and a new t when the language changes", async () => {
    const core = createCore({ consoleBase: CONSOLE_BASE, env: testEnv(fakeFetch({}).fetch) });
    core.i18n.addResourceBundle('de', 'shell', { common: { cancel: 'Abbrechen' } }, true, true);
    const view = await renderHookWithCore(core, () => useTranslation());
    const english = view.result.current?.t;
    expect(english?.('common.cancel')).toBe('Cancel');
    expect(view.result.current?.i18n).toBe(core.i18n);
    await act(async () => {
      await core.i18n.changeLanguage('de');
    });
    expect(view.result.current?.t('common.cancel')).toBe('Abbrechen');
    expect(view.result.current?.t).not.toBe(english);
    await view.unmount();
  });

  it('useCore() outside a provider says so', async () => {
    const { createRoot } = await import('react-dom/client');
    function Lonely() {
      useCore();
      return null;
    }
    const root = createRoot(document.createElement('div'));
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      errors.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    await expect(act(async () => root.render(<Lonely />))).rejects.toThrow('useCore() needs a <CoreProvider>');
    window.removeEventListener('error', onError);
  });
});
