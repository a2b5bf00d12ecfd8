/** Word lists of the catalog generator (roles, containers, drivers, request definitions, SoD rules). */

/** Extra role categories besides ROLE_CATEGORIES: [key, name]. */
export const MORE_ROLE_CATEGORIES: readonly (readonly [string, string])[] = [
  ['cloud', 'Cloud'],
  ['devops', 'DevOps'],
  ['data', 'Data and Analytics'],
  ['marketing', 'Marketing'],
  ['legal', 'Legal'],
  ['support', 'Support'],
  ['operations', 'Operations'],
  ['compliance', 'Compliance'],
];

export const MORE_RESOURCE_CATEGORIES: readonly (readonly [string, string])[] = [
  ['cloud', 'Cloud Services'],
  ['collaboration', 'Collaboration'],
  ['erp', 'ERP'],
];

/** Sub-containers of the role levels: [level, parent name or null for the level container, name]. */
export const ROLE_SUB_CONTAINERS: readonly (readonly [10 | 20 | 30, string | null, string])[] = [
  [10, null, 'Applications'],
  [10, null, 'Infrastructure'],
  [10, 'Infrastructure', 'Cloud'],
  [10, null, 'Facilities'],
  [20, null, 'Systems'],
  [20, null, 'Toolkits'],
  [30, null, 'Engineering'],
  [30, null, 'Sales'],
  [30, null, 'Marketing'],
  [30, null, 'Finance'],
  [30, null, 'Human Resources'],
  [30, null, 'Operations'],
  [30, null, 'Legal'],
  [30, null, 'Support'],
];

/** Systems with one permission role per access kind: [system, sub-container, categories]. */
export const ROLE_SYSTEMS: readonly (readonly [string, string, readonly string[]])[] = [
  ['Salesforce', 'Applications', ['sales']],
  ['ServiceNow', 'Applications', ['it', 'support']],
  ['Workday', 'Applications', ['hr']],
  ['SAP Finance', 'Applications', ['finance']],
  ['SAP HR', 'Applications', ['hr']],
  ['Oracle EBS', 'Applications', ['finance']],
  ['Jira', 'Applications', ['engineering']],
  ['Confluence', 'Applications', ['engineering', 'default']],
  ['GitLab', 'Infrastructure', ['engineering', 'devops']],
  ['GitHub', 'Infrastructure', ['engineering', 'devops']],
  ['Jenkins', 'Infrastructure', ['devops']],
  ['Artifactory', 'Infrastructure', ['devops']],
  ['Kubernetes', 'Cloud', ['cloud', 'devops']],
  ['AWS', 'Cloud', ['cloud']],
  ['Azure', 'Cloud', ['cloud']],
  ['Google Cloud', 'Cloud', ['cloud']],
  ['Snowflake', 'Cloud', ['data']],
  ['Tableau', 'Applications', ['data']],
  ['Power BI', 'Applications', ['data']],
  ['Splunk', 'Infrastructure', ['security', 'it']],
  ['Datadog', 'Infrastructure', ['devops']],
  ['PagerDuty', 'Infrastructure', ['devops', 'support']],
  ['Zendesk', 'Applications', ['support']],
  ['HubSpot', 'Applications', ['marketing', 'sales']],
  ['Marketo', 'Applications', ['marketing']],
  ['Adobe Experience', 'Applications', ['marketing']],
  ['DocuSign', 'Applications', ['legal']],
  ['Box', 'Applications', ['default']],
  ['Dropbox', 'Applications', ['default']],
  ['SharePoint', 'Applications', ['default']],
  ['Teams', 'Applications', ['default']],
  ['Slack', 'Applications', ['default']],
  ['Zoom', 'Applications', ['default']],
  ['Okta', 'Infrastructure', ['security']],
  ['CyberArk', 'Infrastructure', ['security']],
  ['Qualys', 'Infrastructure', ['security', 'compliance']],
  ['Concur', 'Applications', ['finance']],
  ['Coupa', 'Applications', ['finance', 'operations']],
  ['NetSuite', 'Applications', ['finance']],
  ['QuickBooks', 'Applications', ['finance']],
  ['ADP Payroll', 'Applications', ['hr', 'finance']],
  ['BambooHR', 'Applications', ['hr']],
  ['Greenhouse', 'Applications', ['hr']],
  ['Badge System', 'Facilities', ['facilities', 'security']],
  ['Visitor Portal', 'Facilities', ['facilities']],
  ['Fleet Manager', 'Facilities', ['facilities', 'operations']],
  ['Inventory', 'Facilities', ['operations']],
  ['Data Lake', 'Cloud', ['data', 'cloud']],
];

/** [kind, description template]; `{s}` is the system. */
export const ACCESS_KINDS: readonly (readonly [string, string])[] = [
  ['Read Access', 'Read access to {s}.'],
  ['Write Access', 'Create and change records in {s}.'],
  ['Admin Access', 'Administer {s}: users, settings and integrations.'],
  ['Reporting Access', 'Run and share reports in {s}.'],
  ['API Access', 'Technical access to the {s} API for integrations.'],
  ['Support Access', 'Troubleshoot {s} on behalf of users.'],
  ['Approver', 'Approve changes made in {s}.'],
];

/** IT roles: [name, sub-container, categories]. */
export const IT_ROLES: readonly (readonly [string, string, readonly string[]])[] = [
  ['Cloud Administrator', 'Systems', ['cloud', 'it']],
  ['Network Operator', 'Systems', ['it']],
  ['Database Administrator', 'Systems', ['it', 'data']],
  ['Security Analyst', 'Systems', ['security']],
  ['Backup Operator', 'Systems', ['it']],
  ['Identity Administrator', 'Systems', ['security', 'it']],
  ['Help Desk Operator', 'Systems', ['support', 'it']],
  ['Remote Access', 'Systems', ['it', 'security']],
  ['Privileged Access', 'Systems', ['security']],
  ['Guest Wi-Fi Access', 'Systems', ['facilities']],
  ['Mobile Device Access', 'Systems', ['it']],
  ['Print Services', 'Systems', ['facilities']],
  ['Email Archive Access', 'Systems', ['legal', 'compliance']],
  ['Build Agent Access', 'Toolkits', ['devops']],
  ['Test Environment Access', 'Toolkits', ['engineering']],
  ['Production Access', 'Toolkits', ['devops', 'security']],
  ['Data Science Toolkit', 'Toolkits', ['data']],
  ['Design Toolkit', 'Toolkits', ['marketing']],
  ['Contract Management', 'Toolkits', ['legal']],
  ['Travel Booking', 'Toolkits', ['operations']],
];

/** Business roles per department sub-container: [name, department]. */
export const JOB_ROLES: readonly (readonly [string, string])[] = [
  ['Senior Software Engineer', 'Engineering'],
  ['QA Engineer', 'Engineering'],
  ['DevOps Engineer', 'Engineering'],
  ['Architect', 'Engineering'],
  ['Sales Representative', 'Sales'],
  ['Sales Engineer', 'Sales'],
  ['Account Manager', 'Sales'],
  ['Marketing Specialist', 'Marketing'],
  ['Content Writer', 'Marketing'],
  ['Designer', 'Marketing'],
  ['Product Marketing Manager', 'Marketing'],
  ['Financial Analyst', 'Finance'],
  ['Controller', 'Finance'],
  ['Payroll Specialist', 'Finance'],
  ['Recruiter', 'Human Resources'],
  ['HR Business Partner', 'Human Resources'],
  ['Operations Analyst', 'Operations'],
  ['Facilities Coordinator', 'Operations'],
  ['Logistics Specialist', 'Operations'],
  ['Counsel', 'Legal'],
  ['Paralegal', 'Legal'],
  ['Compliance Officer', 'Legal'],
  ['Help Desk Analyst', 'Support'],
  ['Technical Writer', 'Support'],
  ['Team Lead', 'Support'],
  ['Intern', 'Human Resources'],
  ['Internal Auditor', 'Finance'],
  ['Office Manager', 'Operations'],
];

export const DEPARTMENT_CATEGORY: Readonly<Record<string, string>> = {
  Engineering: 'engineering',
  Sales: 'sales',
  Marketing: 'marketing',
  Finance: 'finance',
  'Human Resources': 'hr',
  Operations: 'operations',
  Legal: 'legal',
  Support: 'support',
};

/** [name, process type, description]. */
export const REQUEST_DEFINITIONS: readonly (readonly [string, string, string])[] = [
  ['Manager Approval', 'Role Approval', "The recipient's manager approves."],
  ['Role Owner Approval', 'Role Approval', 'The role owner approves.'],
  ['Two Step Role Approval', 'Role Approval', 'Manager, then role owner.'],
  ['Security Review', 'Role Approval', 'The security team reviews privileged roles.'],
  ['Department Head Approval', 'Role Approval', "The head of the recipient's department approves."],
  ['Resource Owner Approval', 'Resource Approval', 'The resource owner approves.'],
  ['License Approval', 'Resource Approval', 'The licence manager checks available seats.'],
  ['Hardware Approval', 'Resource Approval', 'IT asset management approves hardware.'],
  ['Finance Access Approval', 'Resource Approval', 'The controller approves finance system access.'],
  ['Cloud Account Approval', 'Resource Approval', 'The cloud platform team approves cloud accounts.'],
  ['SoD Exception Approval', 'SoD Approval', 'Approve a separation-of-duties exception.'],
  ['Compliance Officer Review', 'SoD Approval', 'The compliance officer reviews the conflict.'],
  ['Risk Committee Review', 'SoD Approval', 'The risk committee decides on the conflict.'],
  ['Request New Laptop', 'Provisioning', 'Order a laptop for a colleague.'],
  ['Request Building Access', 'Provisioning', 'Badge access to another building.'],
  ['Request Conference Room', 'Provisioning', 'A permanent booking of a conference room.'],
  ['Change Cost Center', 'Provisioning', 'Move a person to another cost center.'],
  ['Request Parking Permit', 'Provisioning', 'A parking permit for the office garage.'],
  ['Request Mobile Phone', 'Provisioning', 'Order a company mobile phone.'],
];

/** SoD rules between two roles by name: [first role, second role]. */
export const SOD_PAIRS: readonly (readonly [string, string])[] = [
  ['SAP Finance Write Access', 'SAP Finance Approver'],
  ['Oracle EBS Write Access', 'Oracle EBS Approver'],
  ['NetSuite Write Access', 'NetSuite Approver'],
  ['Coupa Write Access', 'Coupa Approver'],
  ['Concur Write Access', 'Concur Approver'],
  ['ADP Payroll Write Access', 'ADP Payroll Approver'],
  ['Workday Write Access', 'Workday Approver'],
  ['Salesforce Admin Access', 'Salesforce Approver'],
  ['AWS Admin Access', 'CyberArk Admin Access'],
  ['GitLab Admin Access', 'Jenkins Admin Access'],
  ['Okta Admin Access', 'Qualys Admin Access'],
  ['QuickBooks Write Access', 'QuickBooks Approver'],
  ['Ledger Post', 'Payroll Viewer'],
  ['Server Administrator', 'Release Tooling'],
  ['Contractor', 'Department Manager'],
];

/** A data item of a request definition's form (the contract's DataItem, as the item details answer it). */
export interface RequestFormItem {
  /** The key the value is sent back under (permReqParams / permParams). */
  name: string;
  /** The label the form shows. */
  target: string;
  dataType: 'String' | 'Integer' | 'Boolean' | 'Date' | 'List';
  /** The requester must give a value. */
  valueSet: boolean;
  readOnly?: boolean;
  /** List: the options; otherwise the first is the initial value. */
  values?: readonly { value: string; label: string }[];
}

/**
 * The request forms of request definitions, by PRD name. `dataItems`: a form the console renders;
 * `legacy`: an older form only the server renders (the console links to /requestForm.do). Other PRDs
 * ask for nothing but the reason.
 */
export const REQUEST_FORMS: Readonly<
  Record<string, { formName: string } & ({ dataItems: readonly RequestFormItem[] } | { legacy: true })>
> = {
  'Request New Laptop': {
    formName: 'NewLaptopForm',
    dataItems: [
      {
        name: 'model',
        target: 'Model',
        dataType: 'List',
        valueSet: true,
        values: [
          { value: 'standard-14', label: 'Standard 14"' },
          { value: 'performance-16', label: 'Performance 16"' },
          { value: 'ultralight-13', label: 'Ultralight 13"' },
        ],
      },
      {
        name: 'keyboard',
        target: 'Keyboard layout',
        dataType: 'List',
        valueSet: true,
        values: [
          { value: 'en-US', label: 'English (US)' },
          { value: 'en-GB', label: 'English (UK)' },
          { value: 'de-DE', label: 'German' },
          { value: 'fr-FR', label: 'French' },
          { value: 'ar', label: 'Arabic' },
          { value: 'he', label: 'Hebrew' },
        ],
      },
      { name: 'neededBy', target: 'Needed by', dataType: 'Date', valueSet: true },
      {
        name: 'dockingStation',
        target: 'Docking station',
        dataType: 'Boolean',
        valueSet: false,
        values: [{ value: 'false', label: '' }],
      },
      { name: 'notes', target: 'Notes for IT', dataType: 'String', valueSet: false },
    ],
  },
  'Request Parking Permit': {
    formName: 'ParkingPermitForm',
    dataItems: [
      { name: 'plate', target: 'Licence plate', dataType: 'String', valueSet: true },
      {
        name: 'vehicle',
        target: 'Vehicle',
        dataType: 'List',
        valueSet: true,
        values: [
          { value: 'car', label: 'Car' },
          { value: 'electric', label: 'Electric car' },
          { value: 'motorcycle', label: 'Motorcycle' },
        ],
      },
      {
        name: 'days',
        target: 'Days a week',
        dataType: 'Integer',
        valueSet: true,
        values: [{ value: '5', label: '5' }],
      },
      {
        name: 'garage',
        target: 'Garage',
        dataType: 'String',
        valueSet: false,
        readOnly: true,
        values: [{ value: 'Office garage, level -2', label: '' }],
      },
    ],
  },
  'Request Building Access': { formName: 'BuildingAccessForm', legacy: true },
  'Request Conference Room': { formName: 'ConferenceRoomForm', legacy: true },
};
