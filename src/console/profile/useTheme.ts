import { useCallback, useEffect, useState } from 'react';
import { useCore } from '../../core/react';
import { useHost } from '../shell/host-context';
import { applyTheme, hostTheme, readTheme, saveTheme, type Theme } from './theme';

/** Applies the remembered theme to the host, once, as the console starts. */
export function useStoredTheme(host: HTMLElement | null): void {
  const core = useCore();
  useEffect(() => {
    const stored = readTheme(core.env.localStorage);
    if (host && stored) applyTheme(host, stored);
  }, [core, host]);
}

/** The host's theme, and `choose` to apply and remember another one. */
export function useTheme(): { theme: Theme; choose(theme: Theme): void; available: boolean } {
  const core = useCore();
  const host = useHost();
  const [theme, setTheme] = useState<Theme>(() => (host ? hostTheme(host) : 'system'));

  const choose = useCallback(
    (next: Theme) => {
      if (!host) return;
      applyTheme(host, next);
      saveTheme(core.env.localStorage, next);
      setTheme(next);
    },
    [core, host],
  );
  return { theme, choose, available: host !== null };
}
