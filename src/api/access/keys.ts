/**
 * Query keys of the access calls, under `['idm', 'access']`; every key carries the proxied user (or null),
 * so switching proxy mode never shows another user's tasks or history.
 */
export type AccessKind =
  | 'tasks' | 'teamTasks' | 'taskDetails' | 'taskBadge' | 'history' | 'teamHistory' | 'historyDetails' | 'assignments'
  | 'userAssignments' | 'catalog' | 'itemDetails' | 'featured' | 'landing' | 'rob' | 'robUsers';

export const accessKeys = {
  all: ['idm', 'access'] as const,
  kind: (kind: AccessKind) => ['idm', 'access', kind] as const,
  /** `params` must be JSON-like (TanStack hashes it). */
  of: (kind: AccessKind, proxyDn: string | null, params: unknown) => ['idm', 'access', kind, proxyDn, params ?? null] as const,
};
