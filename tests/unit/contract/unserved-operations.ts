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
  {
    operation: 'GET access/rob/ismproperties/oauth',
    reason: 'Not served yet (issue 31, branch ops ran out of time): the ISM OAuth properties would come from the OSP options.',
  },
  {
    operation: 'GET access/entities/schema/rra',
    reason: 'Not served yet (issue 31, branch ops ran out of time): its meaning (rra) is not documented publicly.',
  },
  {
    operation: 'GET access/forms',
    reason: 'Not served yet (issue 31, branch ops ran out of time): would answer a request form by PRD or an approval form by task.',
  },
  {
    operation: 'GET access/forms/dataItemsList',
    reason: 'Not served yet (issue 31, branch ops ran out of time): the data items of a request form.',
  },
  {
    operation: 'GET access/forms/listTemplates',
    reason: 'Not served yet (issue 31, branch ops ran out of time): the sandbox keeps no PRD templates.',
  },
  {
    operation: 'GET access/forms/listWorkflowForms',
    reason: 'Not served yet (issue 31, branch ops ran out of time): the request and approval forms by container.',
  },
];
