import { lazy, Suspense } from 'react';
import { ComponentLoader } from '../ComponentLoader';
import type { PickerProps } from './types';

const Picker = lazy(() => import('./Picker').then((module) => ({ default: module.Picker })));

/**
 * The picker for a form or dialog of an area: its code (about 11 KiB gzip) comes when the form first
 * shows, not with the area's page. `<idm-picker>` uses `Picker` itself.
 */
export function LazyPicker(props: PickerProps) {
  return (
    <Suspense fallback={<ComponentLoader />}>
      <Picker {...props} />
    </Suspense>
  );
}
