import { lazy, Suspense } from 'react';
import type { DialogProps } from './Dialog';

const Dialog = lazy(() => import('./Dialog').then((module) => ({ default: module.Dialog })));

/**
 * The Dialog for what a click opens (a confirmation, a long cell's items): its code loads when it first opens,
 * so a list's first paint does not carry it. The same props and behaviour as Dialog.
 */
export function LazyDialog(props: DialogProps) {
  return props.open ? (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  ) : null;
}
