import { accessForm } from './client-settings-form';
import type { ClientSetting } from './settings';

/**
 * Who may use the console (client settings' access section, issue 18): when the section names groups or team
 * roles, only members of one of those groups or holders of one of those team roles may; administrators always
 * may, so nobody locks themselves out. Empty lists: everyone. Shared by the sandbox (403 Fault) and the console.
 */

/** The answer a user outside the allowed groups and team roles gets (403 Fault, and the console's page). */
export const CONSOLE_ACCESS_DENIED =
  'You are not allowed to use this console. Ask your administrator to add you to a group or team role that may use it.';

export interface ConsoleAccess {
  /** Group DNs whose members may use the console. */
  groups: readonly string[];
  /** Team roles (teamManager, teamMember, teamRecipient) whose holders may use the console. */
  teamRoles: readonly string[];
}

export interface ConsoleUser {
  /** An administrator (Security, or of the Configuration domain) always may. */
  isAdministrator: boolean;
  /** The DNs of the user's groups. */
  groups: readonly string[];
  /** The team roles the user holds. */
  teamRoles: readonly string[];
}

/** The access section's lists (blank entries dropped). */
export function consoleAccessOf(settings: readonly ClientSetting[]): ConsoleAccess {
  const form = accessForm(settings);
  return {
    groups: form.groups.map((g) => g.trim()).filter((g) => g !== ''),
    teamRoles: form.teamRoles.filter((r) => r !== ''),
  };
}

/** Whether the access section restricts anyone at all. */
export const isRestricted = (access: ConsoleAccess): boolean => access.groups.length > 0 || access.teamRoles.length > 0;

/** May this user use the console? Group DNs compare without case, as directory DNs do. */
export function mayUseConsole(user: ConsoleUser, access: ConsoleAccess): boolean {
  if (user.isAdministrator || !isRestricted(access)) return true;
  const allowedGroups = new Set(access.groups.map((g) => g.toLowerCase()));
  if (user.groups.some((g) => allowedGroups.has(g.toLowerCase()))) return true;
  return user.teamRoles.some((role) => access.teamRoles.includes(role));
}
