import { useCore } from '../../core/react';
import { hasUnsavedForms } from '../../ui/form/use-unsaved-changes';
import { UnsavedChangesDialog } from '../../ui/form/UnsavedChangesDialog';
import { useLeaveBlocker } from '../routes/ConsoleRouter';

/**
 * Leaving a page whose form has changes not saved yet (the menu, a link, Back, a typed address) asks first;
 * changing only the page's query (a list's state) does not leave it.
 */
export function UnsavedChangesGuard() {
  const core = useCore();
  // Read at the moment of leaving: a form just saved has already left the list.
  const blocker = useLeaveBlocker(
    ({ currentLocation, nextLocation }) => hasUnsavedForms(core) && currentLocation.pathname !== nextLocation.pathname,
  );
  return <UnsavedChangesDialog open={blocker.blocked} onStay={blocker.reset} onLeave={blocker.proceed} />;
}
