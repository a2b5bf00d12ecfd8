/**
 * Contract operations the sandbox does not serve, each with why it cannot be served meaningfully (issue 31).
 * unserved-operations.test.ts checks that each is an operation of the swagger and is indeed not served.
 */
export const UNSERVED_OPERATIONS: readonly { operation: string; reason: string }[] = [
  {
    operation: 'GET access/users/clearEntitlementResult',
    reason:
      'Cleans up the DirXML-EntitlementResult attribute that drivers write on a user in eDirectory; the sandbox has no drivers writing entitlement results, so there is nothing to clean up.',
  },
  {
    operation: 'GET access/gcv/value',
    reason:
      'Global configuration values are Identity Vault driver(-set) settings; the sandbox keeps no GCVs (no driver configuration) to answer from.',
  },
];
