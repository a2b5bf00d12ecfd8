import { QueryClientProvider } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getCore } from './core';
import type { CoreStores } from './stores';
import type { IdmCore } from './types';

export const CoreContext = createContext<IdmCore | null>(null);

export interface CoreProviderProps {
  /** Defaults to the page's core (`getCore()`). */
  core?: IdmCore;
  children?: ReactNode;
}

/** Provides the core, its QueryClient and its i18next instance to everything below. */
export function CoreProvider({ core, children }: CoreProviderProps) {
  const value = core ?? getCore();
  return (
    <CoreContext.Provider value={value}>
      <QueryClientProvider client={value.queryClient}>
        <I18nextProvider i18n={value.i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
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
