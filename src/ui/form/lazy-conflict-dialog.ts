import { lazy } from 'react';
import type { ConflictDialog } from './ConflictDialog';

/**
 * The conflict view loads when a save first answers 412 (asked for beside the object's new read), not with the
 * form: a widget's first paint is the form.
 */
export const loadConflictDialog = () => import('./ConflictDialog');

// `lazy` drops the component's type parameter; the lazy one takes the same props, for any form's value type.
export const LazyConflictDialog = lazy(() =>
  loadConflictDialog().then((module) => ({ default: module.ConflictDialog })),
) as unknown as typeof ConflictDialog;
