import { createContext, useContext } from 'react';

/** The `<idm-console>` element itself (its `theme` attribute is set from the profile menu). */
export const HostContext = createContext<HTMLElement | null>(null);

export function useHost(): HTMLElement | null {
  return useContext(HostContext);
}
