/** Distinguished names as real Identity Applications servers lay them out (see contract README). */
export const ORGANIZATION = 'o=data';
export const GROUPS_CONTAINER = 'ou=groups,o=data';
export const SYSTEM_CONTAINER = 'ou=sa,o=data';
export const PROVISION_ROOT = 'cn=system,o=data';
export const DRIVER_DN = 'cn=User Application Driver,cn=driverset1,o=system';
const APP_CONFIG = `cn=AppConfig,${DRIVER_DN}`;
const ROLE_CONFIG = `cn=RoleConfig,${APP_CONFIG}`;

export const roleLevelContainer = (level: number): string => `cn=Level${level},cn=RoleDefs,${ROLE_CONFIG}`;
export const roleDn = (level: number, id: string): string => `cn=${id},${roleLevelContainer(level)}`;
export const resourceDn = (id: string): string => `cn=${id},cn=ResourceDefs,${ROLE_CONFIG}`;
export const teamDn = (id: string): string => `cn=${id},cn=TeamDefs,cn=RequestDefs,${APP_CONFIG}`;
export const groupDn = (cn: string): string => `cn=${cn},${GROUPS_CONTAINER}`;

/** "Email Account" -> "EmailAccount": a cn safe in a DN. */
export const idFromName = (name: string): string => name.replace(/[^A-Za-z0-9]/g, '');
