import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createCore, type IdmCore } from '../../../src/core';
import { CoreProvider } from '../../../src/core/react';

/**
 * Renders `ui` with Testing Library inside `core`'s providers (React Query, i18next in English); the
 * answer adds the core. Unmounted by Testing Library's `cleanup` (call it from afterEach).
 */
export function renderWithCore(ui: ReactNode, core: IdmCore = createCore({ autoSignIn: false })) {
  const rendered = render(ui, { wrapper: ({ children }) => <CoreProvider core={core}>{children}</CoreProvider> });
  return { ...rendered, core };
}
