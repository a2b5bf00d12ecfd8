import { createContext, useContext } from 'react';

/**
 * The sections this console can open (its areas' and their aliases), set by the shell for the menu,
 * the home cards and the guard. Outside a shell: none.
 */
export const OpenableSectionsContext = createContext<ReadonlySet<string>>(new Set());

export function useOpenableSections(): ReadonlySet<string> {
  return useContext(OpenableSectionsContext);
}
