import { describe, expect, it } from 'vitest';
import { SANDBOX_CALLS } from './sandbox-calls.js';
import { findOperation } from './swagger.js';
import { UNSERVED_OPERATIONS } from './unserved-operations.js';

describe('contract operations the sandbox does not serve', () => {
  it('lists only operations of the swagger, each with a reason, none of them served', () => {
    for (const { operation, reason } of UNSERVED_OPERATIONS) {
      const [method, path] = operation.split(' ') as [string, string];
      expect(findOperation(method, path)?.key, operation).toBe(operation);
      expect(reason.length).toBeGreaterThan(20);
      expect(SANDBOX_CALLS[operation], operation).toBeUndefined();
    }
  });
});
