import type { HelpTopics } from './topic.js';

/** The Configuration section and its pages (the help page is the route's second segment). */
export const CONFIGURATION_TOPICS: HelpTopics = {
  configuration: {
    title: 'Configuration',
    purpose:
      'Server-side configuration of the Identity Applications: governance, administrators, caching, logging, auditing, forms, workflows and services.',
    actions: ['Choose a page from the list; each one saves its own settings.'],
    notes: [
      'Most changes apply at once for every user; some need the application server restarted, which the page says.',
    ],
    related: ['igconfiguration', 'adminassignments', 'caching', 'logging', 'auditing', 'forms', 'workflowengine'],
  },
  igconfiguration: {
    title: 'Identity Governance Configuration',
    purpose:
      'Connect the Identity Applications with Identity Governance, so that reviews and governance data use the same identities and permissions.',
    actions: [
      'Turn the integration on or off.',
      'Enter the Identity Governance address and the client settings.',
      'Test the connection and save.',
    ],
    related: ['configuration'],
  },
  adminassignments: {
    title: 'Administrator Assignments',
    purpose:
      'Who administers what: assign administrators by domain (roles, resources, provisioning, security and others).',
    actions: [
      'Search, sort and filter the assignments.',
      'Create an assignment: the assignee and the domain and type of administrator.',
      'Delete assignments.',
    ],
    related: ['permissions'],
  },
  caching: {
    title: 'Caching',
    purpose: 'The caches of the Identity Applications: what they hold and how long.',
    actions: [
      'Clear a cache holder, for example after changing data directly in the vault.',
      'Set the cache configuration and which holders are customised.',
    ],
    related: ['configuration'],
  },
  logging: {
    title: 'Logging',
    purpose: 'Log levels of the application packages, for troubleshooting.',
    actions: [
      'Search the loggers and packages.',
      'Change a level and save; the change applies at once.',
      'Send events to the audit service.',
    ],
    notes: ['Set levels back to their defaults when done: detailed logging slows the server down.'],
    related: ['auditing'],
  },
  auditing: {
    title: 'Auditing',
    purpose: 'Which events the Identity Applications send to the audit service.',
    actions: ['Turn auditing on or off.', 'Choose the events to audit and save.'],
    related: ['logging'],
  },
  forms: {
    title: 'Forms',
    purpose: 'The forms that request definitions and approvals show, and their templates.',
    actions: ['See the form templates and the workflow forms.', 'Choose custom templates.'],
    related: ['workflowengine'],
  },
  workflowengine: {
    title: 'Workflow Engine',
    purpose: 'The workflow engines that run approvals, and how they work together in a cluster.',
    actions: ['See the state of every engine.', 'Change the engine configuration and save.'],
    related: ['workflowmonitoring'],
  },
  delegationproxy: {
    title: 'Delegation and Proxy Settings',
    purpose:
      'How delegation and proxy work: notification templates, how long ended assignments are kept, and the synchronisation and cleanup services.',
    actions: [
      'Choose the notification templates.',
      'Set the retention time.',
      'Set when the synchronisation and cleanup services run.',
    ],
    related: ['delegation', 'proxy-assign'],
  },
  roleresource: {
    title: 'Role and Resource Settings',
    purpose:
      'Defaults of the role and resource catalog: containers, the default approval request definitions and the assignment settings.',
    actions: ['Choose the default containers and request definitions.', 'Save the settings.'],
    related: ['role', 'resource'],
  },
  cprsconfig: {
    title: 'Permission Reconciliation Settings',
    purpose: 'Turn permission reconciliation (CPRS) on and choose how it runs.',
    actions: ['Enable the service.', 'Choose the drivers and the schedule.', 'Save.'],
    related: ['cprs'],
  },
  driverstatus: {
    title: 'Driver Status',
    purpose:
      'Whether the drivers the Identity Applications need (such as the User Application and Role and Resource Service drivers) are running.',
    actions: ['See the state and version of each driver.'],
    related: ['configuration'],
  },
  accesssettings: {
    title: 'Access Settings',
    purpose: 'Which groups and team roles may do what in the console.',
    actions: ['Choose the groups and team roles.', 'Save, or restore the defaults.'],
    related: ['permissions'],
  },
  clients: {
    title: 'Clients',
    purpose:
      'Clients let different users see a differently branded and configured console, chosen by a match condition.',
    actions: [
      'Create a client and its match condition.',
      'Open a client to edit its settings.',
      'Delete clients that are no longer needed.',
    ],
    related: ['settings'],
  },
  codemap: {
    title: 'Code Map Refresh',
    purpose: 'Refresh the lists of entitlement values the drivers report, so that new values can be requested.',
    actions: ['Refresh one driver, or one entitlement.'],
    related: ['resource'],
  },
};
