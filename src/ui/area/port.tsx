import { createContext, useContext, useMemo, type Context, type ReactNode } from 'react';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';

/**
 * An area's port: what it needs from the server, in its own shapes (Backstage-style injectable API).
 * The area's pages read it with `usePort()`; `portProvider` gives the default adapters over `src/api`
 * unless a test or a host passes its own.
 */
export interface PortContext<P> {
  name: string;
  Context: Context<P | null>;
  usePort(): P;
}

export function createPortContext<P>(name: string): PortContext<P> {
  const Context = createContext<P | null>(null);
  Context.displayName = name;
  return {
    name,
    Context,
    usePort() {
      const port = useContext(Context);
      if (!port) throw new Error(`use${name}() needs a <${name}Provider> above it`);
      return port;
    },
  };
}

export interface PortProviderProps<P> {
  /** Replaces the server calls (tests, hosts with their own data). */
  port?: P;
  children?: ReactNode;
}

/** The provider of a port: the given one, else `createDefault(core)` (the adapters over `src/api`). */
export function portProvider<P>(port: PortContext<P>, createDefault: (core: IdmCore) => P) {
  const { Context } = port;
  function PortProvider({ port: given, children }: PortProviderProps<P>) {
    const core = useCore();
    const value = useMemo(() => given ?? createDefault(core), [given, core]);
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }
  PortProvider.displayName = `${port.name}Provider`;
  return PortProvider;
}
