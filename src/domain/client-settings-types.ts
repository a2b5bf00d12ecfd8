/** The locales a branding text is given in (the console's languages). */
export const BRANDING_LOCALES = ['en', 'de', 'fr', 'ar', 'he'] as const;
export type BrandingLocale = (typeof BRANDING_LOCALES)[number];
export type PerLocale = Record<BrandingLocale, string>;

export interface FooterLinkRow {
  locale: BrandingLocale;
  label: string;
  link: string;
}

export interface BrandingForm {
  title: PerLocale;
  titleLink: string;
  image: string;
  enableFooter: boolean;
  footerLinks: FooterLinkRow[];
  contactInfo: PerLocale;
}

export interface HelpdeskForm {
  showInFooter: boolean;
  showInMenu: boolean;
  name: string;
  email: string;
  numbers: string[];
}

export interface LookupRow {
  displayLabel: string;
  key: string;
}

export interface CustomizationForm {
  /** Banner duration (`messageTime`, stored in milliseconds), typed in seconds. */
  messageTimeSeconds: string;
  hideHelp: boolean;
  searchLookup: LookupRow[];
  /** The max user search: a user search matching more is 'Too many users to display'. */
  maxUserSearch: string;
}

export const PERMISSION_FILTERS = ['role', 'resource', 'prd'] as const;
export const TEAM_ROLES = ['teamManager', 'teamMember', 'teamRecipient'] as const;
export const DASHBOARD_WIDGETS = ['tasks', 'requests', 'history'] as const;

export interface AccessForm {
  /** viewPermissionFilters: what the request catalog offers. */
  filters: Record<(typeof PERMISSION_FILTERS)[number], boolean>;
  /** Groups whose members may use the console (none: everyone). */
  groups: string[];
  /** Team roles whose holders may use the console. */
  teamRoles: string[];
}

export interface DashboardForm {
  widgets: Record<(typeof DASHBOARD_WIDGETS)[number], boolean>;
}

export interface SectionForms {
  branding: BrandingForm;
  helpdesk: HelpdeskForm;
  customization: CustomizationForm;
  access: AccessForm;
  dashboardAccess: DashboardForm;
}
