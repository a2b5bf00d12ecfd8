/**
 * The one home of the access calls' query keys, under `['idm', 'access']`; every key carries the proxied
 * user ('' or null when none), so switching proxy mode never shows another user's tasks or history.
 * A mutation invalidates by importing the keys it affects from here.
 */
export type AccessKind = 'assignments' | 'userAssignments';

export const accessKeys = {
  all: ['idm', 'access'] as const,
  kind: (kind: AccessKind) => ['idm', 'access', kind] as const,
  /** `params` must be JSON-like (TanStack hashes it). */
  of: (kind: AccessKind, proxyDn: string | null, params: unknown) =>
    ['idm', 'access', kind, proxyDn, params ?? null] as const,
  /** Every task answer (lists and details). */
  tasks: ['idm', 'access', 'tasks'] as const,
  taskList: (proxyDn: string, scope: unknown, params: unknown) =>
    ['idm', 'access', 'tasks', 'list', proxyDn, scope, params] as const,
  taskDetail: (proxyDn: string, taskId: string) => ['idm', 'access', 'tasks', 'detail', proxyDn, taskId] as const,
  /** Every request-history answer (lists and details). */
  history: ['idm', 'access', 'history'] as const,
  historyList: (proxyDn: string, scope: unknown, params: unknown) =>
    ['idm', 'access', 'history', 'list', proxyDn, scope, params] as const,
  historyDetail: (proxyDn: string, entityType: string, id: string) =>
    ['idm', 'access', 'history', 'detail', proxyDn, entityType, id] as const,
  /** Request access (catalog, details, landing, on-behalf rules, SoD pre-check) for a proxied user ('' none). */
  /** Request access for every proxied user (what the request page editor changes). */
  requestAccessAll: ['idm', 'requestAccess'] as const,
  requestAccess: (proxyDn: string) => ['idm', 'requestAccess', proxyDn] as const,
  catalogPage: (proxyDn: string, query: unknown) => ['idm', 'requestAccess', proxyDn, 'search', query] as const,
  catalogCategories: (proxyDn: string) => ['idm', 'requestAccess', proxyDn, 'categories'] as const,
  requestItemDetails: (proxyDn: string, entityType: string, dn: string) =>
    ['idm', 'requestAccess', proxyDn, 'details', entityType, dn] as const,
  featuredItems: (proxyDn: string) => ['idm', 'requestAccess', proxyDn, 'landing'] as const,
  onBehalf: (proxyDn: string) => ['idm', 'requestAccess', proxyDn, 'robInit'] as const,
  sodRules: ['idm', 'requestAccess', 'sodRules'] as const,
  /** A List parameter's options (a code map's values). */
  codeMapOptions: (id: string) => ['idm', 'codeMapOptions', id] as const,
  sodCheck: (proxyDn: string, roleDns: readonly string[], recipientDns: readonly string[]) =>
    ['idm', 'requestAccess', proxyDn, 'sod', roleDns, recipientDns] as const,
};
