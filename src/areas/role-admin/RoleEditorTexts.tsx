import type { ReactNode } from 'react';
import type { NamespaceStrings } from '../../core/i18n';
import english from '../../i18n/en/roleAdminEditor.json';
import { WithStrings } from '../../ui/WithStrings';

/**
 * The texts of a role's pages (a role, a new one, its mapped resources) and of the categories dialog, namespace
 * `roleAdminEditor`: English ships with their code, so the list (namespace `roleAdmin`) does not carry them.
 */
const ROLE_EDITOR_STRINGS: readonly NamespaceStrings[] = [{ namespace: 'roleAdminEditor', english }];

/** Renders `children` once the editor's texts are in (at once in English; else with the language's file). */
export function RoleEditorTexts({ children }: { children: ReactNode }) {
  return <WithStrings strings={ROLE_EDITOR_STRINGS}>{children}</WithStrings>;
}
