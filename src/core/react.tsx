import { QueryClientProvider } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { getCore } from './core';
import type { CoreStores } from './stores';
import type { IdmCore } from './types';

export const CoreContext = createContext<IdmCore | null>(null);

export interface CoreProviderProps {
  /** Defaults to the page's core (`getCore()`). */
  core?: IdmCore;
  children?: ReactNode;
}

/** Provides the core, its QueryClient and its i18next instance (`useTranslation`) to everything below. */
export function CoreProvider({ core, children }: CoreProviderProps) {
  const value = core ?? getCore();
  return (
    <CoreContext.Provider value={value}>
      <QueryClientProvider client={value.queryClient}>{children}</QueryClientProvider>
    </CoreContext.Provider>
  );
}

export function useCore(): IdmCore {
  const core = useContext(CoreContext);
  if (!core) throw new Error('useCore() needs a <CoreProvider> above it');
  return core;
}

type StoreValue<K extends keyof CoreStores> = ReturnType<CoreStores[K]['get']>;

/** The current value of one of the core's stores, re-rendering on change: `useCoreStore('$user')`. */
export function useCoreStore<K extends keyof CoreStores>(key: K): StoreValue<K> {
  const core = useCore();
  return useStore(core.stores[key]) as StoreValue<K>;
}

/**
 * The core's texts in the current language: `t` (one i18next namespace holds every loaded text: ./i18n.ts) and
 * the i18next instance; re-renders when the language changes, with a new `t`. The console's own binding of
 * i18next to React: react-i18next's `useTranslation` did this and more the console does not use (suspense,
 * namespaces per component, `Trans`), for ~2.5 KiB gzip in every element.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const { i18n } = useCore();
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  const t = useMemo(() => i18n.getFixedT(language), [i18n, language]);
  return { t, i18n };
}
