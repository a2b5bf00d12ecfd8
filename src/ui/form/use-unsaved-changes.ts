import { useEffect, useId } from 'react';
import { useCore } from '../../core/react';

/**
 * While `unsaved`, the form is listed in the core's `$unsavedForms`: the console's routes ask before leaving
 * (UnsavedChangesGuard), an element's own views too, and closing or reloading the tab asks the browser's question.
 */
export function useUnsavedChanges(unsaved: boolean): { release(): void } {
  const core = useCore();
  const id = useId();
  const forms = core.stores.$unsavedForms;
  useEffect(() => {
    if (!unsaved) return;
    forms.set([...forms.get(), id]);
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      forms.set(forms.get().filter((form) => form !== id));
    };
  }, [forms, id, unsaved]);
  // Saved: the page may be left at once (a new object's page opens), before React renders the form clean.
  return { release: () => forms.set(forms.get().filter((form) => form !== id)) };
}

/** Whether some form of the page has changes not saved yet. */
export const hasUnsavedForms = (core: { stores: { $unsavedForms: { get(): readonly string[] } } }): boolean =>
  core.stores.$unsavedForms.get().length > 0;
