/** Word lists the generator draws from. */

export const FIRST_NAMES: readonly string[] = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen',
  'Christopher', 'Lisa', 'Daniel', 'Nancy', 'Matthew', 'Betty', 'Anthony', 'Sandra', 'Mark', 'Margaret',
  'Steven', 'Ashley', 'Paul', 'Kimberly', 'Andrew', 'Emily', 'Joshua', 'Donna', 'Kenneth', 'Michelle',
  'Kevin', 'Carol', 'Brian', 'Amanda', 'George', 'Melissa', 'Timothy', 'Deborah', 'Ronald', 'Stephanie',
  'Jason', 'Rebecca', 'Edward', 'Laura', 'Jeffrey', 'Helen', 'Ryan', 'Sharon', 'Jacob', 'Cynthia',
  'Ahmed', 'Fatima', 'Wei', 'Mei', 'Hiroshi', 'Yuki', 'Raj', 'Priya', 'Carlos', 'Sofía',
  'José', 'Zoë', 'Lukas', 'Anna', 'Jonas', 'Lea', 'Mateo', 'Chloé', 'Olga', 'Ivan',
  'Noah', 'Emma', 'Liam', 'Olivia', 'Elijah', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Isabella',
];

export const LAST_NAMES: readonly string[] = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Dubois', 'Lefèvre', 'Moreau', 'Rossi', 'Bianchi',
  'Kowalski', 'Nowak', 'Novák', 'Jensen', 'Hansen', 'Johansson', 'Tanaka', 'Suzuki', 'Sato', 'Chen',
  'Wang', 'Li', 'Zhang', 'Kumar', 'Singh', 'Patel', 'Haddad', 'Cohen', 'Levi', 'O\'Brien',
];

export interface Department {
  name: string;
  /** Titles of people without reports. */
  staffTitles: readonly string[];
}

export const DEPARTMENTS: readonly Department[] = [
  { name: 'Engineering', staffTitles: ['Software Engineer', 'Senior Software Engineer', 'QA Engineer', 'DevOps Engineer', 'Architect'] },
  { name: 'Sales', staffTitles: ['Account Executive', 'Sales Representative', 'Sales Engineer', 'Account Manager'] },
  { name: 'Marketing', staffTitles: ['Marketing Specialist', 'Content Writer', 'Designer', 'Product Marketing Manager'] },
  { name: 'Finance', staffTitles: ['Accountant', 'Financial Analyst', 'Controller', 'Payroll Specialist'] },
  { name: 'Human Resources', staffTitles: ['HR Generalist', 'Recruiter', 'HR Business Partner'] },
  { name: 'Operations', staffTitles: ['Operations Analyst', 'Facilities Coordinator', 'Logistics Specialist'] },
  { name: 'Legal', staffTitles: ['Counsel', 'Paralegal', 'Compliance Officer'] },
  { name: 'Support', staffTitles: ['Support Engineer', 'Help Desk Analyst', 'Technical Writer'] },
];

/** Groups besides one per department: [name, description]. */
export const EXTRA_GROUPS: readonly (readonly [string, string])[] = [
  ['VPN Users', 'Remote access through the corporate VPN'],
  ['Help Desk', 'Help desk operators'],
  ['Wiki Editors', 'May edit the intranet wiki'],
  ['Build Engineers', 'Maintain the build farm'],
  ['Data Analysts', 'Access to the data warehouse'],
  ['Expense Approvers', 'Approve expense reports'],
  ['Security Champions', 'Security contacts per team'],
  ['Mobile Device Users', 'Enrolled mobile devices'],
  ['Office Berlin', 'Staff based in Berlin'],
  ['Office Paris', 'Staff based in Paris'],
  ['Office Austin', 'Staff based in Austin'],
  ['Office Tokyo', 'Staff based in Tokyo'],
  ['Contractors', 'External contractors'],
  ['Interns', 'Interns and working students'],
  ['Release Managers', 'Sign off releases'],
  ['Auditors', 'Read access for audits'],
  ['Onboarding Buddies', 'Help new colleagues settle in'],
  ['Social Committee', 'Plans company events'],
  ['Travel Bookers', 'May book travel for others'],
  ['Printer Admins', 'Manage office printers'],
  ['Code Reviewers', 'Review merge requests'],
  ['Emergency Responders', 'On-call rota'],
];

export const TEAM_NAMES: readonly (readonly [string, string])[] = [
  ['Help Desk Team', 'First-line support for employees'],
  ['Engineering Approvers', 'Approve engineering access requests'],
  ['Finance Approvers', 'Approve finance system access'],
  ['HR Onboarding', 'Prepare access for new hires'],
  ['Sales Operations', 'Manage CRM access'],
  ['Security Operations', 'Review privileged access'],
  ['Facilities', 'Badge and building access'],
  ['Legal Review', 'Review contract system access'],
  ['Marketing Tools', 'Manage marketing tool licences'],
  ['Cloud Platform', 'Manage cloud accounts'],
];

export const ROLE_CATEGORIES: readonly (readonly [string, string])[] = [
  ['default', 'Default'], ['it', 'IT'], ['finance', 'Finance'], ['hr', 'Human Resources'], ['sales', 'Sales'],
  ['engineering', 'Engineering'], ['security', 'Security'], ['facilities', 'Facilities'],
];

export const RESOURCE_CATEGORIES: readonly (readonly [string, string])[] = [
  ['accounts', 'Accounts'], ['applications', 'Applications'], ['hardware', 'Hardware'], ['licenses', 'Licenses'],
  ['groups', 'Group Memberships'],
];

/** [level, name, categories]; levels 10 permission, 20 IT, 30 business. */
export const ROLE_DEFINITIONS: readonly (readonly [10 | 20 | 30, string, readonly string[]])[] = [
  [10, 'Email Account', ['it']], [10, 'VPN Access', ['it', 'security']], [10, 'CRM Read', ['sales']],
  [10, 'CRM Write', ['sales']], [10, 'Ledger Read', ['finance']], [10, 'Ledger Post', ['finance']],
  [10, 'Payroll Viewer', ['hr', 'finance']], [10, 'Source Repository', ['engineering']],
  [10, 'Build Server', ['engineering']], [10, 'Badge Access HQ', ['facilities', 'security']],
  [10, 'Wiki Editor', ['default']], [10, 'Database Read', ['engineering', 'it']],
  [20, 'Developer Workstation', ['engineering', 'it']], [20, 'Sales Toolkit', ['sales', 'it']],
  [20, 'Finance Systems', ['finance', 'it']], [20, 'HR Systems', ['hr', 'it']],
  [20, 'Remote Worker', ['it', 'security']], [20, 'Server Administrator', ['it', 'security']],
  [20, 'Release Tooling', ['engineering']], [20, 'Office Basics', ['default', 'facilities']],
  [20, 'Data Warehouse', ['finance', 'engineering']], [20, 'Support Desk Tools', ['it']],
  [30, 'Software Engineer', ['engineering']], [30, 'Account Executive', ['sales']],
  [30, 'Accountant', ['finance']], [30, 'HR Generalist', ['hr']], [30, 'Support Engineer', ['it']],
  [30, 'New Employee', ['default']], [30, 'Contractor', ['default', 'security']], [30, 'Department Manager', ['default']],
];

/** [name, categories]. */
export const RESOURCE_DEFINITIONS: readonly (readonly [string, readonly string[]])[] = [
  ['Active Directory Account', ['accounts']], ['Exchange Mailbox', ['accounts']], ['Salesforce Account', ['accounts', 'applications']],
  ['SAP Finance Account', ['accounts', 'applications']], ['Workday Account', ['accounts', 'applications']],
  ['GitLab Account', ['accounts', 'applications']], ['Jenkins Account', ['applications']], ['Jira Account', ['applications']],
  ['Confluence Account', ['applications']], ['Laptop', ['hardware']], ['Mobile Phone', ['hardware']],
  ['Second Monitor', ['hardware']], ['Office 365 License', ['licenses']], ['Adobe Creative Cloud License', ['licenses']],
  ['IDE License', ['licenses']], ['VPN Group', ['groups']], ['File Share Finance', ['groups']],
  ['File Share Engineering', ['groups']], ['Printer Group', ['groups']], ['AWS Console Access', ['accounts', 'applications']],
];
