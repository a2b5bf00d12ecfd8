import type { NamespaceStrings } from '../../core/i18n';
import english from '../../i18n/en/teamEditor.json';

/**
 * The texts of a team's page, form and permissions (namespace `teamEditor`): English ships with their code, so
 * the team list (namespace `teamAdmin`) does not carry them.
 */
export const TEAM_EDITOR_STRINGS: readonly NamespaceStrings[] = [{ namespace: 'teamEditor', english }];
