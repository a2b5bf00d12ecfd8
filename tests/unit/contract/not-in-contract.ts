import { ELEMENTS_VERSION } from '../../../demo/server/routes/static.js';
/**
 * Every route the sandbox serves that is not an operation of the vendor's REST contract, with why. The
 * response test fails on a sandbox route that is neither here nor in SANDBOX_CALLS (sandbox-calls.ts),
 * and on an entry here that the sandbox no longer serves. `{ctx}` is the application context. Fastify
 * answers HEAD for every GET route; those are covered by their GET.
 */
export const NOT_IN_CONTRACT: readonly { routes: readonly string[]; reason: string }[] = [
  {
    reason: 'OSP, the OAuth server: sign-in is not part of the IDMProv swagger (contract/README.md, "Sign-in").',
    routes: [
      'GET /osp/a/idm/auth/oauth2/.well-known/openid-configuration',
      'GET /osp/a/idm/auth/oauth2/grant',
      'POST /osp/a/idm/auth/oauth2/token',
      'POST /osp/a/idm/auth/oauth2/revoke',
      'POST /osp/a/idm/auth/oauth2/introspect',
      'GET /osp/a/idm/auth/oauth2/userinfo',
      'POST /osp/a/idm/auth/oauth2/userinfo',
      'GET /osp/a/idm/auth/app/login',
      'POST /osp/a/idm/auth/app/login',
      'GET /osp/a/idm/auth/app/login.css',
      'GET /osp/a/idm/auth/app/logout',
      'GET /osp/a/idm/auth/app/activity',
    ],
  },
  {
    reason:
      "The console's own servlets and files, served beside the console by the dashboard application (not IDMProv).",
    routes: [
      'GET /idmdash/LoadContextConfigServlet',
      'GET /idmdash/RefreshTokenServlet',
      'GET /idmdash/build-info.json',
      'GET /idmdash/oauth.html',
      'GET /idmdash',
      'GET /idmdash/',
      'GET /idmdash/index.html',
      'GET /idmdash/*',
      'GET /idmdash/help',
      'GET /idmdash/help/',
      'GET /idmdash/help/help.css',
      'GET /idmdash/help/:locale/',
      'GET /idmdash/help/:locale/:file',
    ],
  },
  {
    reason: "IDMProv's server-side form pages (HTML, not REST) that the console links to for forms it does not render.",
    routes: [
      'GET /{ctx}/requestForm.do',
      'POST /{ctx}/requestForm.do',
      'GET /{ctx}/approvalForm.do',
      'POST /{ctx}/approvalForm.do',
    ],
  },
  {
    reason: 'SSPR, the self-service password application the 498 answer sends the user to (not IDMProv).',
    routes: ['GET /sspr/private/changepassword', 'POST /sspr/private/changepassword', 'GET /sspr/private/sspr.css'],
  },
  {
    reason:
      'Sandbox only: the built elements (also at their versioned path) and demo pages with their index, the custom CSS a deployment may add, and the root redirect.',
    routes: [
      'GET /',
      'GET /elements/*',
      `GET /elements/${ELEMENTS_VERSION}/*`,
      'GET /demo',
      'GET /demo/',
      'GET /demo/*',
      'GET /custom/css/:file',
    ],
  },
  {
    reason:
      "Sandbox only: the generated photos of people without an uploaded one, which access/users/list rows name by this path instead of inlining the image in every row (issue 13); cacheable for good, no sign-in (an <img> sends no token; it shows only the initials in its name).",
    routes: ['GET /{ctx}/avatars/:file'],
  },
  {
    reason: 'Sandbox only, with IDM_TEST_HOOKS=1: switches for states a browser test cannot reach otherwise.',
    routes: [
      'POST /sandbox/test-hooks/faults',
      'DELETE /sandbox/test-hooks/faults',
      'POST /sandbox/test-hooks/max-user-search',
      'POST /sandbox/test-hooks/must-change-password',
      'POST /sandbox/test-hooks/nav-right',
      'POST /sandbox/test-hooks/password',
    ],
  },
  {
    reason:
      'OSP as clients of real servers use it (docs/protocol.md "Clients of real servers"): tokens POSTed to oauth2/grant, the user attributes by token, RFC 8414 discovery and the tenant metadata.',
    routes: [
      'POST /osp/a/idm/auth/oauth2/grant',
      'GET /osp/a/idm/auth/oauth2/getattributes',
      'GET /osp/a/idm/auth/oauth2/.well-known/oauth-authorization-server',
      'GET /osp/a/idm/auth/oauth2/metadata',
    ],
  },
  {
    reason:
      'The JVM statistics under access/ as well as the documented catalog/: scripts of real servers call them there (docs/protocol.md "Clients of real servers"; netiq-ps/netiq-idm-rest-curl-jq).',
    routes: [
      'GET /{ctx}/rest/access/statistics/cacheinfo',
      'GET /{ctx}/rest/access/statistics/clusterinfo',
      'GET /{ctx}/rest/access/statistics/memoryinfo',
      'GET /{ctx}/rest/access/statistics/threadinfo',
    ],
  },
  {
    reason:
      'Role categories: the contract lists them (GET catalog/roleCategories) and creates resource ones (POST catalog/resources/category) but has no create or delete for role categories (issue 14 asks both); these follow the resource call\'s CategoryNode shape.',
    routes: ['POST /{ctx}/rest/catalog/roles/category', 'DELETE /{ctx}/rest/catalog/roles/category'],
  },
  {
    reason:
      'Resource categories: the contract lists and creates them (GET catalog/resourceCategories, POST catalog/resources/category) but has no delete (issue 15 asks it); the body follows the role categories\' delete.',
    routes: ['DELETE /{ctx}/rest/catalog/resources/category'],
  },
  {
    reason:
      "The directory's container tree: the contract has roots for the role, resource and PRD trees (GET access/containers/role|resource|prd) but none for the containers users, groups and teams live in, which roles are assigned to and owned by (spec section 3, container type user; issue 14). It answers the same ContainerNode; POST access/containers/container lists its sub-containers.",
    routes: ['GET /{ctx}/rest/access/containers/user'],
  },
  {
    reason:
      "One group by DN for the group's page (issue 16): the contract reads groups only as a searched list (GET access/groups, whose q matches descriptions), so a page opened by DN could not find its group; the body is the contract's GroupNode (dn), the answer a GroupNode.",
    routes: ['POST /{ctx}/rest/access/groups/group'],
  },
  {
    reason:
      "The progress of a code-map refresh (issue 15): the contract's POST catalog/codemaprefresh/driver and /entitlement answer only {refreshStatus: {id, reason}}; the console polls this with that id to show how many entitlements are done.",
    routes: ['GET /{ctx}/rest/catalog/codemaprefresh/status'],
  },
  {
    reason:
      "The help desk's tickets (issue 19): the contract only creates a ticket number (POST access/helpdesk/ticket); administrators need to see the tickets end users opened and close them, and end users their own.",
    routes: ['GET /{ctx}/rest/access/helpdesk/tickets', 'PUT /{ctx}/rest/access/helpdesk/tickets'],
  },
];

/**
 * ops2 (issue 31): contract operations the sandbox does not serve, each with why (docs/protocol.md, "Contract
 * operations not served"). not-served.test.ts checks each is an operation of the contract and is not served.
 */
export const NOT_SERVED: readonly { operations: readonly string[]; reason: string }[] = [
  {
    reason:
      'Creating provisioning request definitions from a workflow template (PrdCreateNode, ProvisioningRequestNode: ' +
      'processFlowXML, requestXML, xmlData) is Designer\'s and the workflow engine\'s job; the sandbox runs seeded ' +
      'PRDs through its own approval engine and has no process-flow interpreter that such a definition could run on.',
    operations: ['POST access/workflow', 'POST access/workflow/prd'],
  },
  {
    reason:
      "Importing a zip of the workflow database's tables (multipart importDataStream): the sandbox keeps its requests " +
      "and tasks in its own tables, not in IDM's workflow schema, so the vendor's export cannot be loaded into it.",
    operations: ['POST access/data/migration/workflow'],
  },
];
