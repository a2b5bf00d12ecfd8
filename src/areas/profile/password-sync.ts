import type { PasswordSyncKind, PasswordSyncStatus } from '../../api/people';

/**
 * Spec section 4: 0000 Error, 0001 Warning, 0002 Retry, 0003 Fatal, 0004 Success. Each state has its
 * own label, icon shape and border, so it reads without colour.
 */
export const SYNC_LABELS: Readonly<Record<PasswordSyncKind, string>> = {
  error: 'Error',
  warning: 'Warning',
  retry: 'Retry',
  fatal: 'Fatal',
  success: 'Success',
  unknown: 'Unknown',
};

/** Most severe first, so what needs attention is on top; then by system name. */
const ORDER: Readonly<Record<PasswordSyncKind, number>> = {
  fatal: 0,
  error: 1,
  warning: 2,
  retry: 3,
  unknown: 4,
  success: 5,
};

export function sortBySeverity(statuses: readonly PasswordSyncStatus[]): PasswordSyncStatus[] {
  return [...statuses].sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || a.driverName.localeCompare(b.driverName));
}

/** How many systems are in each state, in severity order, without the empty ones. */
export function syncSummary(statuses: readonly PasswordSyncStatus[]): { kind: PasswordSyncKind; count: number }[] {
  const counts = new Map<PasswordSyncKind, number>();
  for (const status of statuses) counts.set(status.kind, (counts.get(status.kind) ?? 0) + 1);
  return (Object.keys(ORDER) as PasswordSyncKind[])
    .sort((a, b) => ORDER[a] - ORDER[b])
    .flatMap((kind) => (counts.get(kind) ? [{ kind, count: counts.get(kind) ?? 0 }] : []));
}
