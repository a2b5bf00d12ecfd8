import { lazy, Suspense } from 'react';
import { useCore } from '../../core/react';
import { hasUnsavedForms } from '../../ui/form/use-unsaved-changes';
import { useLeaveBlocker } from '../routes/ConsoleRouter';

const UnsavedChangesDialog = lazy(() =>
  import('../../ui/form/UnsavedChangesDialog').then((module) => ({ default: module.UnsavedChangesDialog })),
);

/**
 * Leaving a page whose form has changes not saved yet (the menu, a link, Back, a typed address) asks first;
 * changing only the page's query (a list's state) does not leave it. The question's code loads when first asked.
 */
export function UnsavedChangesGuard() {
  const core = useCore();
  // Read at the moment of leaving: a form just saved has already left the list.
  const blocker = useLeaveBlocker(
    ({ currentLocation, nextLocation }) => hasUnsavedForms(core) && currentLocation.pathname !== nextLocation.pathname,
  );
  return blocker.blocked ? (
    <Suspense fallback={null}>
      <UnsavedChangesDialog onStay={blocker.reset} onLeave={blocker.proceed} />
    </Suspense>
  ) : null;
}
