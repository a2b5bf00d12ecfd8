import { Rules, type FieldError } from './settings-rules';

/** Rules of the product configuration pages (`#/configuration/…`), shared by the console and the sandbox. */

export const PAGE_SIZE_LIMITS = { min: 1, max: 300, count: 10 } as const;
export const NEW_REQUEST_SORT_OPTIONS = ['name', 'description', 'category'] as const;

export interface GeneralForm {
  defaultRowsPerPage: string;
  /** Comma list (`5,10,25,50`). */
  optionsRowsPerPage: string;
  newRequestDefaultSortByOption: string;
}

/** `5, 10,25` → [5, 10, 25]; parts that are not whole numbers are kept as NaN so a rule can name them. */
export function pageSizeOptions(text: string): number[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : NaN));
}

export function validateGeneral(form: GeneralForm): FieldError[] {
  const rules = new Rules();
  const options = pageSizeOptions(form.optionsRowsPerPage);
  const { min, max, count } = PAGE_SIZE_LIMITS;
  if (options.length === 0) rules.required('optionsRowsPerPage', '');
  else if (options.some((n) => !Number.isInteger(n) || n < min || n > max))
    rules.errors.push({ field: 'optionsRowsPerPage', code: 'range', params: { min, max } });
  else if (options.length > count)
    rules.errors.push({ field: 'optionsRowsPerPage', code: 'tooMany', params: { max: count } });
  else rules.unique('optionsRowsPerPage', options.map(String));
  if (rules.wholeNumber('defaultRowsPerPage', form.defaultRowsPerPage, PAGE_SIZE_LIMITS.min, PAGE_SIZE_LIMITS.max)) {
    if (options.length > 0 && !options.includes(Number(form.defaultRowsPerPage.trim())))
      rules.errors.push({ field: 'defaultRowsPerPage', code: 'notInOptions' });
  }
  rules.oneOf('newRequestDefaultSortByOption', form.newRequestDefaultSortByOption, NEW_REQUEST_SORT_OPTIONS);
  return rules.errors;
}

/** Task or request list display settings (admin/display/settings/task|request). */
export interface ListDisplayForm {
  sort: string;
  sortDesc: boolean;
  defaultColumns: string[];
  /** Columns the user may change (columnsForUserOverride). */
  userColumns: string[];
  columnsOverride: boolean;
}

export function validateListDisplay(
  form: ListDisplayForm,
  allColumns: readonly string[],
  sortColumns: readonly string[],
) {
  const rules = new Rules();
  rules.oneOf('sort', form.sort, sortColumns);
  if (form.defaultColumns.length === 0) rules.required('defaultColumns', '');
  form.defaultColumns.forEach((c, i) => rules.oneOf(`defaultColumns.${i}`, c, allColumns));
  form.userColumns.forEach((c, i) => rules.oneOf(`userColumns.${i}`, c, allColumns));
  return rules.errors;
}

export interface EntitlementQueryForm {
  queryTimeout: string;
  queryRefreshRate: string;
  concatDisplayElements: boolean;
  /** Comma list of attribute names. */
  queryDisplayElements: string;
}

export const QUERY_SECONDS = { min: 1, max: 3600 } as const;

export function validateEntitlementQuery(form: EntitlementQueryForm): FieldError[] {
  const rules = new Rules();
  rules.wholeNumber('queryTimeout', form.queryTimeout, QUERY_SECONDS.min, QUERY_SECONDS.max);
  rules.wholeNumber('queryRefreshRate', form.queryRefreshRate, QUERY_SECONDS.min, QUERY_SECONDS.max);
  const names = splitList(form.queryDisplayElements);
  names.forEach((name) => rules.identifier('queryDisplayElements', name));
  return rules.errors.filter((e, i, all) => all.findIndex((o) => o.field === e.field) === i);
}

export const splitList = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

export const RETENTION_DAYS = { min: 0, max: 100_000 } as const;

export interface DelegationForm {
  allRequests: boolean;
  delegateNotfTemplate: string;
  delegationRetentionTime: string;
  availabilityNotfTemplate: string;
  availabilityRetentionTime: string;
}

export interface ProxyForm {
  proxyNotfTemplate: string;
  proxyRetentionTime: string;
}

export function validateDelegation(form: DelegationForm): FieldError[] {
  const rules = new Rules();
  rules.text('delegateNotfTemplate', form.delegateNotfTemplate, { required: true });
  rules.wholeNumber('delegationRetentionTime', form.delegationRetentionTime, RETENTION_DAYS.min, RETENTION_DAYS.max);
  rules.text('availabilityNotfTemplate', form.availabilityNotfTemplate, { required: true });
  rules.wholeNumber(
    'availabilityRetentionTime',
    form.availabilityRetentionTime,
    RETENTION_DAYS.min,
    RETENTION_DAYS.max,
  );
  return rules.errors;
}

export function validateProxy(form: ProxyForm): FieldError[] {
  const rules = new Rules();
  rules.text('proxyNotfTemplate', form.proxyNotfTemplate, { required: true });
  rules.wholeNumber('proxyRetentionTime', form.proxyRetentionTime, RETENTION_DAYS.min, RETENTION_DAYS.max);
  return rules.errors;
}

export interface IgForm {
  host: string;
  adminUserName: string;
  /** Typed only to replace the stored one; empty keeps it. */
  adminPassword: string;
  showIgApprovals: boolean;
  showIgRequestCatalog: boolean;
}

export function validateIg(form: IgForm): FieldError[] {
  const rules = new Rules();
  const integrated = form.showIgApprovals || form.showIgRequestCatalog;
  if (rules.text('host', form.host, { required: integrated, max: 2048 }) && form.host.trim() !== '') {
    if (!/^https?:\/\//i.test(form.host.trim())) rules.errors.push({ field: 'host', code: 'url' });
    else rules.link('host', form.host);
  }
  rules.text('adminUserName', form.adminUserName, { required: integrated, max: 256 });
  rules.maxLength('adminPassword', form.adminPassword, 256);
  return rules.errors;
}

export interface RoleSettingsForm {
  roleAssignmentGracePeriod: string;
  roleToRoleApproval: boolean;
  roleToGroupApproval: boolean;
  roleToContainerApproval: boolean;
}

export const GRACE_DAYS = { min: 0, max: 3650 } as const;

export function validateRoleSettings(form: RoleSettingsForm): FieldError[] {
  const rules = new Rules();
  rules.wholeNumber('roleAssignmentGracePeriod', form.roleAssignmentGracePeriod, GRACE_DAYS.min, GRACE_DAYS.max);
  return rules.errors;
}

/** The SoD exception quorum: empty (every approver) or a percentage from 1 to 100. */
export function validateSodQuorum(form: { sodQuorum: string }): FieldError[] {
  const rules = new Rules();
  const value = form.sodQuorum.trim().replace(/%$/, '');
  if (value !== '') rules.wholeNumber('sodQuorum', value, 1, 100);
  return rules.errors;
}
