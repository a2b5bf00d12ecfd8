import type { GroupDetails } from '../../api/group-admin';
import { GroupMembers } from './GroupMembers';
import { GroupRoles } from './GroupRoles';

/** The parts of a group's page below its definition (GroupDetail loads them as a chunk of their own). */
export function GroupSections({ group }: { group: GroupDetails }) {
  return (
    <>
      <GroupMembers group={group} />
      <GroupRoles group={group} />
    </>
  );
}
