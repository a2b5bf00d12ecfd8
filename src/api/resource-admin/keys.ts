/**
 * The one home of the resource administration query keys, under `['idm', 'resourceAdmin', <kind>]`. DNs are
 * lower-cased (directory names compare case-insensitively).
 */
export type ResourceAdminKind = 'resources' | 'resource' | 'assignments' | 'views' | 'refresh' | 'entitlement' | 'cprs';

export const resourceAdminKeys = {
  all: ['idm', 'resourceAdmin'] as const,
  kind: (kind: ResourceAdminKind) => ['idm', 'resourceAdmin', kind] as const,
  list: (params: unknown) => ['idm', 'resourceAdmin', 'resources', params ?? null] as const,
  of: (kind: Exclude<ResourceAdminKind, 'resources'>, id: string, params: unknown = null) =>
    ['idm', 'resourceAdmin', kind, id.toLowerCase(), params] as const,
};
