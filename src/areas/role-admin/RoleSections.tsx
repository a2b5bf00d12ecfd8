import { MappedResourcesCard } from './MappedResources';
import { RoleAssignments } from './RoleAssignments';
import { RoleGains } from './RoleGains';
import { RoleRelations } from './RoleRelations';
import { RoleRequests } from './RoleRequests';

/** The parts of a role's page below its definition (RoleDetail loads them as a chunk of their own). */
export function RoleSections({ dn, name, level }: { dn: string; name: string; level: number }) {
  return (
    <>
      <RoleGains dn={dn} />
      <RoleRelations dn={dn} level={level} />
      <MappedResourcesCard dn={dn} />
      <RoleAssignments dn={dn} roleName={name} />
      <RoleRequests dn={dn} />
    </>
  );
}
