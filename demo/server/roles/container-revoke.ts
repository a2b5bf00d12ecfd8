import type { Database } from 'better-sqlite3';
import { roleAssignmentRepository } from '../db/roles/role-assignments.js';
import { roleRepository } from '../db/roles/roles.js';
import type { UserRow } from '../db/users.js';
import { canAdminister } from '../auth/administer.js';

export interface ContainerRevokeInput {
  itemDn: string;
  recipientDn: string;
}

export interface ContainerRevokeItem {
  id: string;
  name: string;
  entityType: string;
  dn: string;
  reason?: string;
}

/**
 * Removing a role from a container (request operation 45) through DELETE access/assignments/list: container
 * assignments go at once (as they are made, `roleToContainerApproval` is off), by administrators and the
 * delegated administrators managing the role's container. Answers the inputs that named a container
 * assignment (`handled`) and leaves the others to the approval engine.
 */
export function revokeContainerAssignments(
  db: Database,
  user: UserRow,
  inputs: readonly ContainerRevokeInput[],
): { handled: Set<ContainerRevokeInput>; succeeded: ContainerRevokeItem[]; failed: ContainerRevokeItem[] } {
  const roles = roleRepository(db);
  const assignments = roleAssignmentRepository(db);
  const handled = new Set<ContainerRevokeInput>();
  const succeeded: ContainerRevokeItem[] = [];
  const failed: ContainerRevokeItem[] = [];
  for (const input of inputs) {
    const role = roles.byDn(input.itemDn);
    const container = assignments.container(input.recipientDn);
    if (!role || !container || !assignments.holdsContainer(role.dn, container.dn)) continue;
    handled.add(input);
    const item = { id: role.dn, name: role.name, entityType: 'role', dn: container.dn };
    if (!canAdminister(db, user, 'ROLES', role.container_dn))
      failed.push({ ...item, reason: `You may not remove ${role.name} from ${container.name}.` });
    else if (assignments.removeContainer(role.dn, container.dn)) succeeded.push(item);
  }
  return { handled, succeeded, failed };
}
