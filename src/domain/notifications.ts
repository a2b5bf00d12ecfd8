export interface NotificationItem {
  name: string;
  type: string;
  action: string;
  navigation: string;
}

export interface Notifications {
  totalCount: number;
  newTasksCount: number;
  newRolesCount: number;
  newResourcesCount: number;
  newHelpdeskTasksCount: number;
  notificationsList: NotificationItem[];
}

/** Spec section 9: the task badge never shows more than this. */
export const TASK_BADGE_LIMIT = 200;

export function parseNotifications(body: unknown): Notifications {
  const raw = isObject(body) ? body : {};
  const list = Array.isArray(raw['notificationsList']) ? raw['notificationsList'].filter(isObject) : [];
  return {
    totalCount: count(raw['totalCount']),
    newTasksCount: count(raw['newTasksCount']),
    newRolesCount: count(raw['newRolesCount']),
    newResourcesCount: count(raw['newResourcesCount']),
    newHelpdeskTasksCount: count(raw['newHelpdeskTasksCount']),
    notificationsList: list.map((n) => ({
      name: String(n['name'] ?? ''),
      type: String(n['type'] ?? ''),
      action: String(n['action'] ?? ''),
      navigation: String(n['navigation'] ?? ''),
    })),
  };
}

/** The badge text for a count: nothing at 0, capped at the task badge limit. */
export function badgeCount(count: number, limit = TASK_BADGE_LIMIT): string {
  if (count <= 0) return '';
  return count > limit ? `${limit}+` : String(count);
}

function count(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
