import type { HelpTopics } from './topic.js';

/** Administration pages: catalog, policies, delegation and proxy, permissions, monitoring, settings. */
export const ADMIN_TOPICS: HelpTopics = {
  role: {
    title: 'Roles',
    purpose:
      'The role catalog: business, IT and permission roles on three levels, with their owners, categories, approvals and the resources they grant.',
    actions: [
      'Search and filter roles by level and category; open a role for its details.',
      'Create a role: name, description, level, container, categories, owners and approval.',
      'Map resources to a role so that assigning the role grants them.',
      'Add parent and child roles, assign the role to users, groups or containers, and remove assignments.',
      'Delete roles that are no longer needed.',
    ],
    notes: [
      'A role name must not contain < , ; \\ " + # = / | * \' ! @ $ % ~.',
      'Creating roles, mapping resources and opening details each need their own right.',
    ],
    related: ['resource', 'sod', 'permissions'],
  },
  resource: {
    title: 'Resources',
    purpose:
      'Resources are what a connected system grants: accounts, group memberships and other entitlement values. Roles map to resources; people can request them directly.',
    actions: [
      'Search resources by name, description and category; open one for its details.',
      'Create a resource from a driver entitlement, optionally with parameters.',
      'Set its owners, categories, approval and revoke approval.',
      'Assign it to users and see or remove its assignments.',
    ],
    notes: ['Names and descriptions are trimmed before saving.'],
    related: ['role', 'cprs'],
  },
  sod: {
    title: 'Separation of Duties',
    purpose:
      'A separation-of-duties (SoD) rule names two roles nobody should hold together. Requests that would break a rule need an exception approval.',
    actions: [
      'Create a rule: choose the two conflicting roles and describe the risk.',
      'Decide whether exceptions are allowed and who approves them.',
      'Edit and delete rules, and see the roles each rule covers.',
    ],
    related: ['role'],
  },
  delegation: {
    title: 'Delegation',
    purpose:
      'Delegation hands your approval tasks to someone else for a time, for all requests or for chosen categories.',
    actions: [
      'Create a delegation: the delegate, the period, and which requests it covers.',
      'Edit or delete delegations.',
      'Team managers can delegate for their team members.',
    ],
    notes: ['Creating and editing delegations needs the create-delegation right.'],
    related: ['availability', 'tasks', 'teams'],
  },
  availability: {
    title: 'Availability',
    purpose: 'Say when you are not available: while you are away, delegated tasks go to your delegates instead.',
    actions: [
      'Set yourself available or unavailable for a period.',
      'Choose for which request definitions the status applies.',
      'Team managers set the availability of their team members.',
    ],
    related: ['delegation', 'tasks'],
  },
  'proxy-assign': {
    title: 'Proxy Assignments',
    purpose:
      'A proxy acts as another user: sees and works their tasks and requests, for example an assistant for a manager. Administrators decide who may act for whom, and for how long.',
    actions: [
      'Create a proxy assignment: the proxy, the users they may act for, and the period.',
      'Edit or delete assignments.',
    ],
    notes: [
      'A proxy starts acting with Proxy As in the menu under their name, and stops with Exit Proxy.',
      'In proxy mode the menu shows only tasks, requests and request history.',
    ],
    related: ['tasks', 'delegation'],
  },
  permissions: {
    title: 'Permissions',
    purpose:
      'Administrator permissions: who may administer roles, resources and provisioning, on which objects, and with which actions.',
    actions: [
      'Choose a domain (Roles, Resources, Provisioning) and see who holds which permissions.',
      'Give a delegated administrator permissions on objects or containers, and remove them.',
    ],
    related: ['adminassignments', 'role', 'resource'],
  },
  workflowmonitoring: {
    title: 'Workflow Monitoring',
    purpose: 'Follow the approval workflows that are running: their state, the current activity and who it waits for.',
    actions: [
      'Search processes by request definition, recipient, initiator or state.',
      'Open a process to see its activities and comments.',
      'Terminate a process that should not go on, or reassign its open tasks.',
    ],
    notes: ['Process states: Running, Stopped, Terminated and Completed.'],
    related: ['workflowengine', 'history'],
  },
  cprs: {
    title: 'Permission Reconciliation',
    purpose:
      "Permission reconciliation (CPRS) brings the permissions of connected systems into the catalog as resources, and keeps resource assignments in step with the systems' own.",
    actions: [
      'Choose the entitlement and the values to bring in as resources, static or dynamic.',
      'See the delta between the systems and the catalog, reconcile it and publish the result.',
      'Follow the status of reconciliation requests.',
    ],
    related: ['resource', 'cprsconfig'],
  },
  'manage-entities': {
    title: 'Entities',
    purpose:
      'Entity definitions describe the kinds of objects the console shows (users, groups and others): their attributes, labels and which are searchable or editable.',
    actions: [
      'Open an entity definition and edit its attributes and display settings.',
      'Create, edit and delete entity items.',
      'Save to apply the changes; a deletion only takes effect once saved.',
    ],
    related: ['users', 'groups'],
  },
  'email-approvals': {
    title: 'Email Approvals',
    purpose: 'Email-based approval lets approvers approve or deny a task by replying to its notification email.',
    actions: [
      'Turn email approval on or off.',
      'Set the mailbox the replies go to and how often it is read.',
      'Choose the notification templates that carry the approve and deny links.',
    ],
    related: ['tasks'],
  },
  settings: {
    title: 'Settings',
    purpose:
      'Client settings decide how the console looks and behaves for the users of a client: branding, the help desk, customisation and access settings.',
    actions: [
      'Branding: the title, the logo, their link, the footer and its links.',
      'Help desk: the name, email and phone numbers shown in the Help Desk dialog.',
      'Customisation: how long messages stay, the search attributes, whether the Help button shows.',
      'Display settings for tasks, requests and general lists.',
    ],
    notes: ['A client is chosen by its match condition; client 1 is the default.'],
    related: ['clients', 'localekit'],
  },
  localekit: {
    title: 'Locale Kit',
    purpose: 'Customise the texts of the console per language, and choose the languages offered.',
    actions: [
      'Download the text file of a language, edit it, and upload it again.',
      'Choose which languages users can pick.',
    ],
    related: ['settings'],
  },
};
