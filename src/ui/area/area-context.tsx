import { createContext, useContext, type ReactNode } from 'react';

/**
 * A value an area's pages share through React context (its navigation): `Provider` gives it, `use()`
 * reads it and says which provider is missing when there is none.
 */
export function createAreaContext<T>(name: string) {
  const Context = createContext<T | null>(null);
  Context.displayName = name;
  function Provider({ value, children }: { value: T; children?: ReactNode }) {
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }
  Provider.displayName = `${name}Provider`;
  function use(): T {
    const value = useContext(Context);
    if (!value) throw new Error(`use${name}() needs a <${name}Provider> above it`);
    return value;
  }
  return { Provider, use };
}
