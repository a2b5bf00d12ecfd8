/**
 * Fields the sandbox answers that the operation's schema does not declare, by operation (`METHOD path`)
 * as JSON pointers with `#` for any array index. The swagger never forbids extra fields, so a misnamed
 * one (`items` for `roles`) would pass the schema: the response test fails on any undeclared field not
 * listed here. List a field only with the reason it is there.
 */
interface Extension {
  fields: readonly string[];
  reason: string;
}

const DASHBOARD_JSON =
  "The contract types these answers as a free JSONObject: the sandbox's global tiles (ids in order) and whether users may " +
  'arrange their own dashboard.';
const PAGING =
  'Paging fields of the paged-list convention real servers follow (contract/README.md, "Paged lists"), missing from this 4.8.6 schema.';
const TASK_SUMMARY =
  "Sandbox additions the console's task views read when present (the requested item, its request's state and reason, " +
  'the names of addressee, assignee and claimer); its readers fall back to the documented fields when a server omits them.';
const REQUEST_SUMMARY =
  "Sandbox additions the history views read when present (the item's DN, the status icon group, when the request ended, " +
  'its SoD conflicts); the readers fall back when a server omits them.';
const GROUP_EXTRAS =
  "Sandbox additions the group administration reads when present (issue 16): how many members a group has, and whether it " +
  'is dynamic (its members follow memberQuery, shown read-only); GroupNode has neither.';
const ASSIGNMENT_EXTRAS =
  'Sandbox additions the assignment lists read when present (recipient name and type, localised status).';
const REVOKE_FIELDS = [
  'revokeEqualsGrant',
  'revokeApprovalIsStandard',
  'revokeQuorum',
  'revokeApprovers',
  'revokeRequestDefName',
] as const;
const ROLE_REVOKE =
  "A role's revoke approval (spec section 3: 'same as grant', or derived from its own fields): the contract's RoleNode has " +
  'only revokeRequired and revokeRequestDef, so the sandbox uses the names ResourceNode gives these fields.';
const SOD_VIOLATION =
  "The violation's user (dn, name) and rule name, whether an exception was approved (exception: status, justification, " +
  'date, request), and the assignments that cause it (causes: role, user/group/container, the parent role it comes ' +
  'through); the SoD violation view shows them. The 4.8.6 SodViolationNode carries only sodId and type.';
const CLIENT_SECTION =
  "One section of a client's settings (spec section 3: each setting has key and sectionKey): the client, the section " +
  'and its settings. The swagger types these answers as an untyped JSONObject.';
const QUICK_INFO =
  "The org chart's person card: entity keys, photo, e-mail attribute and primary value, as 4.10 servers send them.";

const SERVICE_SETTINGS = [
  '/cleanUpSeviceActivationInteval',
  '/syncServiceActivationInterval',
  '/lastCleanUpDate',
  '/scheduledCleanUpDate',
  '/cleanupChoice',
];
const SERVICE_SETTINGS_REASON =
  'The 4.8.6 swagger documents these answers with ProxyConfigNode, but they carry the service settings the POST takes (ProxyDelSettingsNode).';
const RESOURCE_PARAMETER_FIELDS = ['displayName', 'dataType', 'parentType'] as const;
const RESOURCE_PARAMETER =
  "A resource parameter's label, data type (Integer, Boolean, List, String) and parent type (spec section 3: 'parentType resource', " +
  "'allowed data types'): the 4.8.6 ResourceParamNode has only displayValue and type (EntitlementRef), which mean the value's label and its kind.";
const RESOURCE_APPROVAL_TYPES =
  "The derived approvalType and revokeApprovalType of a resource (spec section 3: 'derived approvalType and revokeApprovalType'), " +
  'so that the console shows the approval in words without re-deriving it.';
const resourceDetailFields = (at: string) => [
  ...RESOURCE_PARAMETER_FIELDS.map((f) => `${at}/resourceParameters/#/${f}`),
  `${at}/approvalType`,
  `${at}/revokeApprovalType`,
];

export const SANDBOX_EXTENSIONS: Readonly<Record<string, Extension>> = {
  'GET access/forms/dataItemsList': {
    fields: ['/dataItems'],
    reason:
      "The form's data items as the contract's WFDataItemsListNode names them (dataItems: fieldKey, dataType, controlType, " +
      'targetType): the operation points its 200 at WFDataListNode (prdTemplates), the node of the template lists, which ' +
      'has no place for data items (docs/protocol.md "Workflow forms").',
  },
  'POST access/cprs/assignments/delta': {
    fields: ['/total', '/arraySize', '/nextIndex', '/deltaAssignmentsList/#/type', '/deltaAssignmentsList/#/entName', '/deltaAssignmentsList/#/entVal'],
    reason:
      "The delta's columns as the spec names them (section 3: firstName, lastName, entName, entVal, type; type add = held in the connected system only, remove = granted in the catalog only). " +
      PAGING,
  },
  'POST catalog/resources/resource': {
    fields: resourceDetailFields('/resources/#'),
    reason: `${RESOURCE_PARAMETER} ${RESOURCE_APPROVAL_TYPES}`,
  },
  'PUT catalog/resources/resource': {
    fields: resourceDetailFields(''),
    reason: `${RESOURCE_PARAMETER} ${RESOURCE_APPROVAL_TYPES}`,
  },
  'POST catalog/entitlements/resources': {
    fields: RESOURCE_PARAMETER_FIELDS.map((f) => `/resources/#/resourceParameters/#/${f}`),
    reason: RESOURCE_PARAMETER,
  },
  'POST catalog/roles': { fields: REVOKE_FIELDS.map((f) => `/${f}`), reason: ROLE_REVOKE },
  'PUT catalog/roles/role': { fields: REVOKE_FIELDS.map((f) => `/${f}`), reason: ROLE_REVOKE },
  'POST catalog/roles/role': { fields: REVOKE_FIELDS.map((f) => `/roles/#/${f}`), reason: ROLE_REVOKE },
  'GET access/sods/violations': {
    fields: [
      '/total',
      '/arraySize',
      '/nextIndex',
      ...['sodName', 'dn', 'name', 'exception', 'causes'].map((f) => `/sodViolations/#/${f}`),
    ],
    reason: `${SOD_VIOLATION} ${PAGING}`,
  },
  'GET access/sods/violations/user': {
    fields: ['/sods/#/exception', '/sods/#/causes'],
    reason: SOD_VIOLATION,
  },
  'GET access/administration/emailApproval': {
    fields: ['/passwordSet', '/proxyPasswordSet'],
    reason: 'Secrets are write-only (README "Configuration and secrets"): the answer says whether one is stored.',
  },
  'POST access/administration/emailApproval': {
    fields: ['/passwordSet', '/proxyPasswordSet'],
    reason: 'Secrets are write-only (README "Configuration and secrets"): the answer says whether one is stored.',
  },
  // settings: access/config answers are JSONObject (only escapeForwardSlashAlways declared).
  ...Object.fromEntries(
    [
      'GET access/config/access',
      'POST access/config/access',
      'GET access/config/branding',
      'POST access/config/branding',
      'GET access/config/custom',
      'POST access/config/custom',
      'GET access/config/dashboard',
      'POST access/config/dashboard',
      'POST access/config/restoreSettings/{key}',
    ].map((key) => [
      key,
      {
        fields: ['/clientId', '/sectionKey', '/settings'],
        reason: CLIENT_SECTION,
      },
    ]),
  ),
  'GET access/config': {
    fields: ['/key', '/sectionKey', '/value', '/link'],
    reason: 'One client setting as spec section 3 describes it ({key, sectionKey, value, link}); the swagger says JSONObject.',
  },
  'POST access/config/clients/{id}': {
    fields: ['/clientId', '/name', '/matchCondition'],
    reason: 'The client as changed (the swagger answers an untyped JSONObject "update status").',
  },
  'PUT access/config/uploadStyle': {
    fields: ['/clientId', '/fileName'],
    reason: 'Where the uploaded stylesheet is served (GET access/config/style/{fileName}, /custom/css/<fileName>).',
  },
  'DELETE access/config/clients': {
    fields: ['/deleted'],
    reason: 'The ids of the clients deleted (the swagger answers an untyped JSONObject "delete status").',
  },
  'POST access/administration/igConfig': {
    fields: ['/adminPasswordSet'],
    reason: 'Secrets are write-only: as GET, the answer says whether a password is stored, never the password.',
  },
  'GET access/administration/igConfig': {
    fields: ['/adminPasswordSet'],
    reason:
      'Secrets are write-only: adminPassword is always answered empty, and this flag says whether one is stored, so the console can show "set / not set".',
  },
  'GET access/tasks/list': {
    fields: [
      '/arraySize',
      ...[
        'entityType',
        'itemDn',
        'requestState',
        'action',
        'status',
        'reason',
        'addresseeName',
        'assignedToName',
        'claimedByName',
      ].map((f) => `/tasks/#/${f}`),
    ],
    reason: `${TASK_SUMMARY} ${PAGING}`,
  },
  'GET access/tasks/list/others/team': {
    fields: [
      '/arraySize',
      ...[
        'entityType',
        'itemDn',
        'requestState',
        'action',
        'status',
        'reason',
        'addresseeName',
        'assignedToName',
        'claimedByName',
      ].map((f) => `/tasks/#/${f}`),
    ],
    reason: `${TASK_SUMMARY} ${PAGING}`,
  },
  'POST access/tasks/item': {
    fields: [
      '/entityType',
      '/itemDn',
      '/requestState',
      '/action',
      '/status',
      '/reason',
      '/claimedByName',
      '/addresseeName',
      '/assignedToName',
      '/request',
      '/recipientDetails',
      '/requesterDetails',
      '/approvalHistory',
      '/timeline',
    ],
    reason: `${TASK_SUMMARY} Task details add the request, the recipient's and requester's cards, the approval history and the timeline the details page shows.`,
  },
  'GET access/requests/historylist': {
    fields: ['/arraySize', ...['itemDn', 'statusIcon', 'completedDate', 'sods'].map((f) => `/requests/#/${f}`)],
    reason: `${REQUEST_SUMMARY} ${PAGING}`,
  },
  'GET access/requests/history': {
    fields: ['/arraySize', ...['itemDn', 'statusIcon', 'completedDate', 'sods'].map((f) => `/requests/#/${f}`)],
    reason: `${REQUEST_SUMMARY} ${PAGING}`,
  },
  'POST access/requests/history/item': {
    fields: [
      '/itemDn',
      '/statusIcon',
      '/completedDate',
      '/sods',
      '/timeline',
      '/approvals',
      '/approvalType',
      '/quorum',
      '/sodJustification',
    ],
    reason: `${REQUEST_SUMMARY} Request details add the timeline, the approvals and the SoD justification the details page shows.`,
  },
  'GET access/assignments': {
    fields: [
      '/arraySize',
      ...['recipientFullName', 'recipientType', 'statusDisplay'].map((f) => `/assignments/#/${f}`),
    ],
    reason: `${ASSIGNMENT_EXTRAS} ${PAGING}`,
  },
  'POST access/assignments/list': {
    fields: [
      '/arraySize',
      ...['recipientFullName', 'recipientType', 'statusDisplay'].map((f) => `/assignments/#/${f}`),
    ],
    reason: `${ASSIGNMENT_EXTRAS} ${PAGING}`,
  },
  'DELETE access/assignments': {
    fields: ['/success', '/succeeded', '/failed'],
    reason:
      'The schema repeats the assignment list of the GET; revocations answer the mutation convention (contract/README.md, "Mutations answer"), as DELETE access/assignments/list does.',
  },
  'GET access/permissions': { fields: ['/total'], reason: PAGING },
  'POST access/teams/permissions': { fields: ['/total'], reason: PAGING },
  'GET catalog/resourceCategories': { fields: ['/total'], reason: PAGING },
  'GET catalog/drivers': { fields: ['/total'], reason: PAGING },
  'GET catalog/prds': {
    fields: ['/arraySize', '/total', '/requestDefs/#/processType'],
    reason: `${PAGING} processType: the filter the approval-definition picker shows.`,
  },
  'GET access/users/list': {
    fields: ['/arraySize', '/maxUserSearch', '/attributeSchema'],
    reason:
      `${PAGING} maxUserSearch: the configured maximum the user catalog's "refine your search" warning names. ` +
      "attributeSchema: each attribute's label, type and flags sent once instead of in every row (a page of 25 went " +
      "from 145 KB to about 30 KB with the avatars named by path); the console's readers lay each row over it, and read whole rows from servers that send them.",
  },
  'GET access/entities/schema': {
    fields: ['/entityName'],
    reason: 'The entity definition answered (user), so a caller that asked for none knows which.',
  },
  'DELETE access/entities/item': {
    fields: ['/count'],
    reason: 'How many of the listed items were deleted (the answer is the first one, as an EntityDefinitionNode).',
  },
  'GET access/helpdesk': {
    fields: ['/users', '/helpdeskUsers', '/categories'],
    reason:
      "The contract's answer is a free JSONObject: the help desk users' DNs (as HelpDeskUserNode), their names, and the categories a ticket is opened in (key, dn for access/helpdesk/category, label).",
  },
  'GET access/entities/quickInfo': {
    fields: ['/details/#/primary'],
    reason: 'Marks the primary attribute, shown first in the quick-info card.',
  },
  'GET access/groups': {
    fields: ['/groups/#/memberCount', '/groups/#/dynamic', '/groups/#/memberQuery'],
    reason: GROUP_EXTRAS,
  },
  'POST access/groups': { fields: ['/memberCount', '/dynamic'], reason: GROUP_EXTRAS },
  'PUT access/groups': { fields: ['/memberCount', '/dynamic'], reason: GROUP_EXTRAS },
  'GET access/groups/membershipInfo': {
    fields: ['/groups'],
    reason:
      'The groups with their names beside the documented DNs (groupMemberof), so the details page needs no second call.',
  },
  'GET access/relationships': {
    fields: ['/relationships/#/relationshipType'],
    reason: 'Which kind (orgchart, team-management) each relationship is, for the org chart’s choice.',
  },
  'GET access/relationships/list': {
    fields: ['/relationships/#/relationshipType'],
    reason: 'Which kind (orgchart, team-management) each relationship is, for the org chart’s choice.',
  },
  'GET access/orgChart/v2': {
    fields: [
      '/nextIndex',
      '/size',
      '/arraySize',
      ...['entityKey', 'entityDefinitionKey', 'photo', 'emailAttribute', 'primaryAttrsDisplayValue'].map(
        (f) => `/userQuickInfo/${f}`,
      ),
    ],
    reason: `${QUICK_INFO} ${PAGING} (1,000 direct reports are paged)`,
  },
  'GET access/orgChart/target/list': {
    fields: [
      '/nextIndex',
      '/arraySize',
      '/total',
      ...['entityKey', 'entityDefinitionKey', 'photo', 'emailAttribute', 'primaryAttrsDisplayValue'].map(
        (f) => `/userQuickInfo/${f}`,
      ),
    ],
    reason: `${QUICK_INFO} ${PAGING}`,
  },
  'POST access/permissions/item': {
    fields: [
      '/categoryDetails',
      '/isExisted',
      '/expiration',
      '/owners',
      '/level',
      '/processType',
      '/bulkApprovable',
      '/approval',
    ],
    reason:
      'Item details the request-access details dialog shows (categories, owners, approval, expiry rule, whether the user holds it), as 4.10 servers add.',
  },
  'POST catalog/drivers/driver': {
    fields: ['/entitlements/#/cprsSupported', '/entitlements/#/views/#/id', '/entitlements/#/views/#/entitlementName'],
    reason:
      'Whether an entitlement supports CPRS (the cprsSupported filter) and each view’s entitlement, for the entitlement picker.',
  },
  'POST catalog/drivers/entitlementValues/listV2': {
    fields: ['/entitlementValues', '/arraySize', '/nextIndex', '/total'],
    reason:
      'The schema describes one value node, not the paged list a "list" call with pageSize and nextIndex answers; the list is under entitlementValues.',
  },
  // res2: a driver's values unpaged answer the same list as listV2.
  'POST catalog/drivers/entitlementValues/list': {
    fields: ['/entitlementValues', '/arraySize', '/nextIndex'],
    reason:
      'The schema describes one value node, not the list of the driver’s values the call answers; the list is under entitlementValues, as listV2’s.',
  },
  'GET admin/permission/assignment': {
    fields: ['/permissions', '/arraySize', '/nextIndex', '/total'],
    reason:
      "A delegated administrator's permissions with what the console shows (DN, name, entity type ROLE, RESOURCE, PRD or " +
      'CONTAINER, domain) and the paging fields; the documented DomainListNode carries only DN (key) and name (value).',
  },
  'GET access/delegation': { fields: ['/nextIndex'], reason: PAGING },
  'POST access/delegation/list': { fields: ['/nextIndex'], reason: PAGING },
  'GET access/proxy/all': { fields: ['/total', '/nextIndex'], reason: PAGING },
  'GET admin/proxy/service/settings': { fields: SERVICE_SETTINGS, reason: SERVICE_SETTINGS_REASON },
  'POST admin/proxy/service/settings': { fields: SERVICE_SETTINGS, reason: SERVICE_SETTINGS_REASON },
  // Landing page and dashboards (issue 19)
  'GET access/dashboard': {
    fields: ['/teamData', '/sodData'],
    reason:
      "The dashboard's team tasks (open tasks of the members of the teams the user manages) and pending SoD exceptions " +
      '(administrators); CountsNode has neither, the tiles show 0 without them.',
  },
  'GET access/dashboard/globalTiles': { fields: ['/tiles', '/allowCustomization'], reason: DASHBOARD_JSON },
  'POST access/dashboard/globalTiles': { fields: ['/tiles', '/allowCustomization'], reason: DASHBOARD_JSON },
  'GET access/featuredItems': {
    fields: ['/itemCategories/#/totalCount', '/itemCategories/#/nextIndex'],
    reason: `A category's item count and the start of its next page (size, itemCategoryId, nextIndex; 10,000 items). ${PAGING}`,
  },
  'GET access/ulp/landingItems/v2': {
    fields: ['/itemCategories/#/totalCount', '/itemCategories/#/nextIndex'],
    reason: `A category's item count and the start of its next page (size, itemCategoryId, nextIndex; 10,000 items). ${PAGING}`,
  },
  'GET admin/workflowengines': {
    fields: ['/engines'],
    reason:
      'The engines and their state (engineId, engineStatus 0 running / 1 stopped, its name, start time, heartbeat): the operation ' +
      '"returns the list of engine info in cluster setup", but the 4.8.6 swagger documents it with EngineConfigNode.',
  },
  'GET access/monitoring/workentries': {
    fields: ['/workentries/#/ownerName', '/workentries/#/addresseeName'],
    reason: "Sandbox additions workflow monitoring shows when present: the names of a work entry's owner and addressee.",
  },
  // Issue 31 (branch ops).
  'GET access/tasks/list/others': {
    fields: [
      '/arraySize',
      ...[
        'entityType',
        'itemDn',
        'requestState',
        'action',
        'status',
        'reason',
        'addresseeName',
        'assignedToName',
        'claimedByName',
      ].map((f) => `/tasks/#/${f}`),
    ],
    reason: `${TASK_SUMMARY} ${PAGING}`,
  },
  'GET access/orgChart': {
    fields: ['/userQuickInfo', '/reportees/#', '/managers/#'].flatMap((at) =>
      ['entityKey', 'entityDefinitionKey', 'photo', 'emailAttribute', 'primaryAttrsDisplayValue'].map(
        (f) => `${at}/${f}`,
      ),
    ),
    reason: `${QUICK_INFO} The same person node as access/orgChart/v2 answers.`,
  },
  'GET access/user/admin': {
    fields: ['/userDn', '/type', '/level', '/isAdmin'],
    reason:
      'The contract types this answer as a free JSONObject: whom and what was asked (userDn, type, level) and the answer, isAdmin.',
  },
  'GET access/assignments/advanced': {
    fields: [
      '/arraySize',
      ...['recipientFullName', 'recipientType', 'statusDisplay'].map((f) => `/assignments/#/${f}`),
    ],
    reason: `The same list as GET access/assignments, filtered. ${ASSIGNMENT_EXTRAS} ${PAGING}`,
  },
  'GET access/requests/roleCategories': {
    fields: ['/total'],
    reason: `The same list as GET catalog/roleCategories, whose schema has total. ${PAGING}`,
  },
  'GET access/requests/resourceCategories': {
    fields: ['/total'],
    reason: `The same list as GET catalog/resourceCategories, whose schema has total. ${PAGING}`,
  },
  // ops2 (issue 31): keep this block contiguous.
  ...Object.fromEntries(
    ['POST access/assignments/role/list', 'POST access/assignments/resource/list'].map((key) => [
      key,
      {
        fields: ['/arraySize', ...['recipientFullName', 'recipientType', 'statusDisplay'].map((f) => `/assignments/#/${f}`)],
        reason: `${ASSIGNMENT_EXTRAS} ${PAGING}`,
      },
    ]),
  ),
  'POST access/assignments/item': {
    fields: ['/recipientFullName', '/recipientType', '/statusDisplay'],
    reason: ASSIGNMENT_EXTRAS,
  },
  ...Object.fromEntries(
    ['POST access/requests/historylist', 'POST access/requests/historylist/permission'].map((key) => [
      key,
      {
        fields: ['/arraySize', ...['itemDn', 'statusIcon', 'completedDate', 'sods'].map((f) => `/requests/#/${f}`)],
        reason: `${REQUEST_SUMMARY} ${PAGING}`,
      },
    ]),
  ),
};
