import { describe, expect, it } from 'vitest';
import { GRANULAR_PERMISSIONS } from '../../../demo/server/routes/admin/permissions.js';
import {
  PERMISSION_ACTIONS,
  PERMISSION_DOMAINS,
  grantedActions,
  permissionActionsProblem,
} from '../../../src/domain/admin-assignments';

describe('the actions a delegated administrator’s permission grants', () => {
  it('are the granular permissions the server lists, domain by domain', () => {
    for (const domain of PERMISSION_DOMAINS)
      expect(PERMISSION_ACTIONS[domain]).toEqual(GRANULAR_PERMISSIONS[domain].map(([key]) => key));
  });

  it('need at least one, all of the domain', () => {
    expect(permissionActionsProblem('ROLES', [])).toEqual({ code: 'required' });
    expect(permissionActionsProblem('ROLES', ['modifyRole', 'deleteResource'])).toEqual({
      code: 'unknown',
      action: 'deleteResource',
    });
    expect(permissionActionsProblem('RESOURCES', ['deleteResource'])).toBeNull();
  });

  it('are all of the domain when none is stored, else the stored ones in the domain’s order', () => {
    expect(grantedActions('PROVISIONING', null)).toEqual(['startRequest', 'manageWorkflow']);
    expect(grantedActions('ROLES', ['manageSod', 'modifyRole', 'bogus'])).toEqual(['modifyRole', 'manageSod']);
  });
});
