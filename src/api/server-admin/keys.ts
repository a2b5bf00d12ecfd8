/** The one home of server administration's query keys, under `['idm', 'serverAdmin', <kind>]`. */
export type ServerAdminKind =
  'cacheHolders' | 'cacheConfiguration' | 'customizedHolders' | 'loggers' | 'packages' | 'audit' | 'statistics';

export const serverAdminKeys = {
  all: ['idm', 'serverAdmin'] as const,
  kind: (kind: ServerAdminKind) => ['idm', 'serverAdmin', kind] as const,
  of: (kind: ServerAdminKind, params: unknown = null) => ['idm', 'serverAdmin', kind, params] as const,
};
