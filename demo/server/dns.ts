/** Distinguished names as real Identity Applications servers lay them out (see contract README). */
export const ORGANIZATION = 'o=data';
export const GROUPS_CONTAINER = 'ou=groups,o=data';
export const SYSTEM_CONTAINER = 'ou=sa,o=data';
export const PROVISION_ROOT = 'cn=system,o=data';
export const DRIVER_DN = 'cn=User Application Driver,cn=driverset1,o=system';
export const DRIVER_SET = 'cn=driverset1,o=system';
const APP_CONFIG = `cn=AppConfig,${DRIVER_DN}`;
const ROLE_CONFIG = `cn=RoleConfig,${APP_CONFIG}`;
export const ROLE_DEFS = `cn=RoleDefs,${ROLE_CONFIG}`;
export const RESOURCE_DEFS = `cn=ResourceDefs,${ROLE_CONFIG}`;
export const SOD_DEFS = `cn=SoDDefs,${ROLE_CONFIG}`;
export const REQUEST_DEFS = `cn=RequestDefs,${APP_CONFIG}`;

export const roleLevelContainer = (level: number): string => `cn=Level${level},${ROLE_DEFS}`;
/** A role sits in its level container or in a sub-container of it (`containerDn`). */
export const roleDn = (level: number, id: string, containerDn = roleLevelContainer(level)): string =>
  `cn=${id},${containerDn}`;
export const resourceDn = (id: string): string => `cn=${id},${RESOURCE_DEFS}`;
export const sodDn = (id: string): string => `cn=${id},${SOD_DEFS}`;
export const prdDn = (id: string): string => `cn=${id},${REQUEST_DEFS}`;
export const teamDn = (id: string): string => `cn=${id},cn=TeamDefs,${REQUEST_DEFS}`;
export const driverDn = (name: string): string => `cn=${name},${DRIVER_SET}`;
export const entitlementDn = (driver: string, name: string): string => `cn=${name},${driverDn(driver)}`;
export const groupDn = (cn: string): string => `cn=${cn},${GROUPS_CONTAINER}`;

/** "Email Account" -> "EmailAccount": a cn safe in a DN. */
export const idFromName = (name: string): string => name.replace(/[^A-Za-z0-9]/g, '');
