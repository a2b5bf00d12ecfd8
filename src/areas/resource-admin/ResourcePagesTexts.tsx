import type { ReactNode } from 'react';
import type { NamespaceStrings } from '../../core/i18n';
import english from '../../i18n/en/resourceAdminPages.json';
import { WithStrings } from '../../ui/WithStrings';

/**
 * The texts of the pages other than the list (a resource, a new one, who holds it, the entitlements, CPRS) and of
 * the list's dialogs, namespace `resourceAdminPages`: English ships with their code, so the list (namespace
 * `resourceAdmin`) does not carry them.
 */
const RESOURCE_PAGES_STRINGS: readonly NamespaceStrings[] = [{ namespace: 'resourceAdminPages', english }];

/** Renders `children` once the pages' texts are in (at once in English; else with the language's file). */
export function ResourcePagesTexts({ children }: { children: ReactNode }) {
  return <WithStrings strings={RESOURCE_PAGES_STRINGS}>{children}</WithStrings>;
}
