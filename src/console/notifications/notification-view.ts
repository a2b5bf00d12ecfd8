import { sectionHref } from '../../core/navigation';
import type { KeyValueStorage } from '../../core/env';
import { badgeCount, type Notifications } from '../../domain/notifications';

/** The number the bell counts: the server's total, else the sum of the new-item counts. */
export function notificationTotal(notifications: Notifications | undefined): number {
  if (!notifications) return 0;
  if (notifications.totalCount > 0) return notifications.totalCount;
  return (
    notifications.newTasksCount +
    notifications.newRolesCount +
    notifications.newResourcesCount +
    notifications.newHelpdeskTasksCount
  );
}

/**
 * Spec section 4: the badge shows only when the count is above 0 and the list has not been opened.
 * Its text is capped at the task badge limit: 201 and more read '200+'.
 */
export function badgeText(total: number, seen: boolean): string | null {
  if (seen || total <= 0) return null;
  return badgeCount(total);
}

export interface SeenState {
  seen: boolean;
  /** The total when the list was last opened. */
  seenTotal: number;
}

/** localStorage: the notification total each user last saw, by `<client>|<user DN>`, so a reload keeps it seen. */
export const SEEN_TOTALS_STORAGE_KEY = 'idm.notifications.seenTotals';

function readSeenTotals(storage: KeyValueStorage): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SEEN_TOTALS_STORAGE_KEY) ?? '{}');
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
    );
  } catch {
    return {};
  }
}

/** The total `who` saw when they last opened the list, on this browser; 0 when never. */
export function rememberedSeenTotal(storage: KeyValueStorage, who: string): number {
  return readSeenTotals(storage)[who] ?? 0;
}

/** Keeps the total `who` has just seen, for the next visit. */
export function rememberSeenTotal(storage: KeyValueStorage, who: string, total: number): void {
  storage.setItem(SEEN_TOTALS_STORAGE_KEY, JSON.stringify({ ...readSeenTotals(storage), [who]: total }));
}

/**
 * At start, the counts a user already looked at on an earlier visit stay seen: the badge comes back only
 * for a total above the one they saw.
 */
export function seenAtStart(total: number, rememberedTotal: number): SeenState {
  return { seen: total <= rememberedTotal, seenTotal: rememberedTotal };
}

/** Opening the list marks the current total seen. */
export function markSeen(total: number): SeenState {
  return { seen: true, seenTotal: total };
}

/** New counts above the one already seen bring the badge back. */
export function afterNewCounts(state: SeenState, total: number): SeenState {
  return state.seen && total > state.seenTotal ? { seen: false, seenTotal: state.seenTotal } : state;
}

export type CountKind = 'tasks' | 'roles' | 'resources' | 'helpdeskTasks';

export interface CountLine {
  kind: CountKind;
  /** Display text of the count ('200+' above the limit). */
  count: string;
  href: string;
}

/** The new-item counts above 0, each linking to where the items are. */
export function countLines(notifications: Notifications | undefined): CountLine[] {
  if (!notifications) return [];
  const lines: [CountKind, number, string][] = [
    ['tasks', notifications.newTasksCount, sectionHref('tasks')],
    ['roles', notifications.newRolesCount, sectionHref('myProfile', 'profileRoles')],
    ['resources', notifications.newResourcesCount, sectionHref('myProfile', 'profileResources')],
    ['helpdeskTasks', notifications.newHelpdeskTasksCount, sectionHref('tasks')],
  ];
  return lines
    .filter(([, count]) => count > 0)
    .map(([kind, count, href]) => ({ kind, count: badgeCount(count), href }));
}

/** A notification's `navigation` as an in-app link: 'tasks' and '/tasks' become '#/tasks'. */
export function notificationHref(navigation: string): string | null {
  const route = navigation.trim();
  if (route === '' || /^[a-z][a-z0-9+.-]*:/i.test(route) || route.startsWith('//')) return null;
  return `#/${route.replace(/^#?\/?/, '')}`;
}

/**
 * A notification's line: its name, then its action unless the name already ends with it (a server that
 * puts the state in both would otherwise read "Email Account (grant): Provisioned — Provisioned").
 */
export function notificationText(item: { name: string; action: string }): string {
  return notificationParts(item)
    .filter((part) => part !== '')
    .join(' — ');
}

/** The name and the action of a notification's line ('' for an action the name already ends with). */
export function notificationParts(item: { name: string; action: string }): [name: string, action: string] {
  const name = item.name.trim();
  const action = item.action.trim();
  return [name, action !== '' && name.toLowerCase().endsWith(action.toLowerCase()) ? '' : action];
}
