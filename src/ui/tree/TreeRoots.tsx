import type { ReactNode } from 'react';
import { ComponentLoader } from '../ComponentLoader';
import type { RootsState } from './useTreeRoots';

/** The loader or the failure message while a tree's top nodes are not there. */
export function TreeRoots({
  state,
  failedText,
  children,
}: {
  state: RootsState;
  failedText: string;
  children: ReactNode;
}) {
  if (state.status === 'loading') return <ComponentLoader />;
  if (state.status === 'error') {
    return (
      <p className="idm-tree-error" role="alert">
        {failedText}
      </p>
    );
  }
  return children;
}
