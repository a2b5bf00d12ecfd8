import type { HelpTopics } from './topic.js';

/** Pages everybody may have: home, dashboards, people, access requests, tasks, history, profile. */
export const SELF_SERVICE_TOPICS: HelpTopics = {
  default: {
    title: 'Welcome to the Identity Manager Dashboard',
    purpose:
      'The home page greets you and offers a card for each area your menu holds. The menu at the top is built for you by the server: you see the areas your rights allow.',
    actions: [
      'Open an area from its card or from the menu at the top.',
      'Open the bell to see new tasks and new roles or resources; select an entry to go where it points.',
      'Open the menu under your name for your profile, Help, About, the theme, the language and Sign Out.',
      'Select Help on any page to open the help for that page in a separate window.',
    ],
    notes: [
      'Your session ends after a period without activity; the console warns you shortly before and lets you extend it.',
      'Languages written right to left, such as Arabic and Hebrew, switch the whole layout.',
    ],
    related: ['dashboard_intro', 'profile', 'tasks', 'requests'],
  },
  dashboard_intro: {
    title: 'Dashboard',
    purpose:
      'The dashboard summarises what needs your attention: your open tasks, your recent requests and their status, and shortcuts to requesting access.',
    actions: [
      'Select a tile to open its area: your tasks, your requests, your roles and resources, or requesting access.',
      'Choose Customize to add, remove and reorder tiles (Move up and Move down, or drag a tile), then Save.',
      'Reset goes back to the tiles your administrator set for everybody.',
    ],
    notes: ['Administrators set the tiles every user starts with in the global dashboard.'],
    related: ['tasks', 'history', 'requests'],
  },
  globalDashboard: {
    title: 'Global Dashboard',
    purpose:
      'The global dashboard is the dashboard an administrator sets up for everybody: the widgets and their order that users see unless they change their own.',
    actions: ['Add, remove and arrange widgets.', 'Save the layout as the default for all users.'],
    related: ['dashboard_intro', 'settings'],
  },
  landing: {
    title: 'Applications and Permissions',
    purpose:
      'The landing page lists the applications you can open and the permissions you hold, grouped in categories, with featured items first.',
    actions: [
      'Open an application from its tile.',
      'Search the list by name.',
      'Request a featured item you do not have yet.',
    ],
    related: ['landing-edit', 'requests'],
  },
  'landing-edit': {
    title: 'Edit the Landing Page',
    purpose:
      'Here administrators decide what the landing page offers: categories, the applications and permissions in each, and the featured items.',
    actions: [
      'Create, rename, reorder and delete categories.',
      'Add applications (a name, a description and a link) and permissions (roles, resources, request definitions) to a category.',
      'Mark items as featured so that they appear first.',
      'Save to publish the changes to every user.',
    ],
    related: ['landing'],
  },
  users: {
    title: 'Users',
    purpose: 'The user catalog finds people in the identity vault. Administrators also create users here.',
    actions: [
      'Search by name or by the attributes offered, and switch between the card and the table view.',
      'Select a person to see their details, manager, direct reports, roles, resources and groups.',
      'Create a user: choose the container, fill in the required attributes and set the initial password.',
      'Choose the columns of the table with Customize Columns.',
    ],
    notes: [
      'Passwords are 6 to 100 letters, digits or !@#$%^&* and contain at least one digit.',
      'A profile image must be smaller than 59 kb and have one image extension (jpg, jpeg, png, gif or bmp).',
    ],
    related: ['detailInfo', 'manageusers', 'orgchart'],
  },
  manageusers: {
    title: 'Manage Users',
    purpose: 'Administrators edit users here: their attributes, their image and whether they may sign in.',
    actions: [
      'Search for users and select one or more of them.',
      'Edit the attributes marked as editable, and the profile image.',
      'Disable or re-enable sign-in, or delete users.',
    ],
    notes: ['Only attributes the schema marks as editable can be changed; the user ID (cn) never can.'],
    related: ['users'],
  },
  detailInfo: {
    title: 'Identity Information',
    purpose:
      "A person's details: photo, name, the primary attributes as cards and the other attributes in two columns.",
    actions: [
      'Select an email address to write a message, or a telephone number to call.',
      'Select a manager or a direct report to see their quick information.',
      'Open the related entity pages from the links.',
    ],
    notes: ['Attributes without a value are not shown.'],
    related: ['users', 'orgchart'],
  },
  orgchart: {
    title: 'Org Chart',
    purpose:
      'The organisation chart shows a person with their manager and direct reports, and other relationships the administrator has defined.',
    actions: [
      'Move up to the manager or down to a direct report.',
      'Choose another relationship to show, such as groups and their members.',
      'Open the details of anyone in the chart.',
    ],
    related: ['users', 'detailInfo'],
  },
  profile: {
    title: 'My Profile',
    purpose:
      'Your own identity: your attributes and photo, and the roles, resources and groups you hold, with the status of your password synchronisation.',
    actions: [
      'Edit the attributes you are allowed to change, and your photo.',
      'See your roles, resources and groups on their tabs, with how and when each was assigned.',
      'Check on the Password Sync tab whether your password reached every connected system.',
    ],
    notes: ['Your language and theme are chosen in the menu under your name, and apply at once.'],
    related: ['requests', 'orgchart'],
  },
  groups: {
    title: 'Groups',
    purpose: 'Groups collect people so that roles and resources can be assigned to all members at once.',
    actions: [
      'Search groups and see their members.',
      'Create a group, edit its name and description, or delete it.',
      'Add and remove members.',
    ],
    related: ['teams', 'role'],
  },
  teams: {
    title: 'Teams',
    purpose:
      'A team names managers and members. Team managers can request, approve and delegate for their members within the permissions the team grants.',
    actions: [
      'Create a team, choose its managers and its members (people, groups or containers).',
      'Grant the team permissions: which requests its managers may make for members.',
      'Edit or delete teams.',
    ],
    notes: ['Team managers can see the request history of their members.'],
    related: ['delegation', 'availability', 'history'],
  },
  requests: {
    title: 'Request Access',
    purpose: 'Ask for roles, resources and other permissions, for yourself or, when you may, for others.',
    actions: [
      'Choose whom the request is for: yourself, other users, groups, or the members of a team.',
      'Search for permissions, or pick from the featured items, and add them to the request.',
      'Give a reason, fill in any form the item needs, and submit.',
      'Follow the request on the Request History page.',
    ],
    notes: [
      'Items that need approval wait for their approvers; the request history shows who has them.',
      'In proxy mode you request as the user you act for.',
    ],
    related: ['history', 'editrequest', 'tasks'],
  },
  editrequest: {
    title: 'Edit the Request Page',
    purpose:
      'Here administrators decide what Request Access shows first: the featured items, in categories, before anyone searches.',
    actions: [
      'Create, rename, reorder and delete categories.',
      'Feature roles, resources and request definitions in a category, and reorder them.',
      'Changes show on the request page at once.',
    ],
    related: ['requests'],
  },
  history: {
    title: 'Request History',
    purpose:
      'Every request you made, or that was made for you, with its current status and everything that happened to it.',
    actions: [
      'Filter by status, by action (grant or revoke) and by type.',
      'Open a request to see its approval steps, comments and timeline.',
      'Retract a request that is still running.',
    ],
    notes: ['Team managers also see the requests of their team members.'],
    related: ['requests', 'tasks'],
  },
  tasks: {
    title: 'Tasks',
    purpose:
      'Approval tasks waiting for you: requests you are asked to approve or deny, including those delegated to you.',
    actions: [
      'Open a task to see what is requested, for whom and why.',
      'Approve or deny, with a comment; approve several bulk-approvable tasks at once.',
      'Claim a task assigned to a group, release it, or reassign it.',
      'Sort and filter the list, and choose its columns.',
    ],
    notes: ['In proxy mode the list shows the tasks of the user you act for.'],
    related: ['delegation', 'availability', 'history'],
  },
};
