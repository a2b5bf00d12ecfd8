/**
 * The rules of resource administration (spec sections 3 and 5): resource names and descriptions (trimmed before
 * saving), resource parameters and their data types, request-time values, the expiration, the entitlement binding
 * and how a resource is sent (its grant approval uses ResourceNode's quorum, approvers and requestDef).
 */
import {
  approversPayload,
  quorumText,
  revokeApprovalPayload,
  type ApprovalChoice,
  type RevokeChoice,
} from './role-admin';
import { firstError, required, validateDescription, validateName, type ValidationError } from './validators';

/** Resource names: required, then section 5's name rule; checked on the trimmed text. */
export const validateResourceName = (name: string): ValidationError | null =>
  firstError(name.trim(), [required, (value: string) => validateName(value)]);

export const validateResourceDescription = (description: string): ValidationError | null =>
  validateDescription(description.trim());

/** Spec section 3: the data types a resource parameter may have. */
export const PARAMETER_TYPES = ['String', 'Integer', 'Boolean', 'List'] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];

/** The parameter that carries the entitlement value chosen at request time (id EntitlementParamKey, type EntitlementRef). */
export const ENTITLEMENT_PARAM_KEY = 'EntitlementParamKey';

export interface ResourceParameter {
  key: string;
  label: string;
  dataType: ParameterType;
  /** '' : given at request time (binding dynamic). */
  staticValue: string;
  hidden: boolean;
}

export type ParameterProblem = 'key' | 'duplicate' | 'integer' | 'boolean' | null;

/** Why a parameter cannot be saved: its key (a letter, then letters, digits, _), a repeated key, a value of the wrong type. */
export function parameterProblem(parameter: ResourceParameter, all: readonly ResourceParameter[]): ParameterProblem {
  if (!/^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(parameter.key)) return 'key';
  if (all.filter((p) => p.key.toLowerCase() === parameter.key.toLowerCase()).length > 1) return 'duplicate';
  return valueProblem(parameter.dataType, parameter.staticValue);
}

/** A value for a parameter of that type: Integer a whole number, Boolean true or false ('' means none). */
export function valueProblem(dataType: ParameterType, value: string): 'integer' | 'boolean' | null {
  const v = value.trim();
  if (v === '') return null;
  if (dataType === 'Integer' && !/^-?\d{1,12}$/.test(v)) return 'integer';
  if (dataType === 'Boolean' && v !== 'true' && v !== 'false') return 'boolean';
  return null;
}

/** The parameters a person must give a value for when the resource is assigned: shown ones without a static value. */
export const requestTimeParameters = (parameters: readonly ResourceParameter[]): ResourceParameter[] =>
  parameters.filter((p) => !p.hidden && p.staticValue === '');

export type ExpirationUnit = 'D' | 'M' | 'Y';

export interface Expiration {
  required: boolean;
  /** '' : never expires by itself. */
  count: string;
  unit: ExpirationUnit;
}

export const NO_EXPIRATION: Expiration = { required: false, count: '', unit: 'D' };

/** '30D' → {count '30', unit D}; '' → none. */
export function expirationOf(required: boolean, expiresAfter: string): Expiration {
  const match = /^(\d{1,4})([DMY])$/.exec(expiresAfter.trim());
  return match ? { required, count: match[1]!, unit: match[2] as ExpirationUnit } : { ...NO_EXPIRATION, required };
}

/** The count must be 1 to 9999 when given. */
export const expirationProblem = (expiration: Expiration): 'count' | null =>
  expiration.count.trim() === '' || /^[1-9]\d{0,3}$/.test(expiration.count.trim()) ? null : 'count';

export const expiresAfterText = (expiration: Expiration): string =>
  expiration.count.trim() === '' ? '' : `${Number(expiration.count.trim())}${expiration.unit}`;

/** The entitlement a resource grants: the driver, the entitlement and a value ('' : chosen at request time). */
export interface EntitlementBinding {
  driverDn: string;
  driverName: string;
  entitlementDn: string;
  entitlementName: string;
  value: string;
  valueName: string;
}

/** An entitlement DN is `cn=<entitlement>,<driver DN>`. */
export const driverOfEntitlement = (entitlementDn: string): string =>
  entitlementDn.slice(entitlementDn.indexOf(',') + 1);

/** A resource's grant approval as ResourceNode fields (approvalRequired, approvalIsStandard, quorum, approvers, requestDef). */
export function resourceApprovalPayload(choice: ApprovalChoice): Record<string, unknown> {
  const standard = choice.type === 'serial' || choice.type === 'quorum';
  return {
    approvalRequired: choice.type !== 'none',
    approvalIsStandard: standard,
    quorum: choice.type === 'quorum' ? quorumText(Number(choice.quorum.replace('%', '').trim())) : '',
    approvers: standard ? approversPayload(choice.approvers) : [],
    requestDef: choice.type === 'custom' ? (choice.requestDef?.dn ?? '') : '',
    requestDefName: choice.type === 'custom' ? (choice.requestDef?.name ?? '') : '',
  };
}

/** The revoke approval: 'same as grant', 'retain existing' (nothing sent: the server keeps it) or its own. */
export type ResourceRevokeChoice = RevokeChoice & { retain?: boolean };

export function resourceRevokePayload(choice: ResourceRevokeChoice): Record<string, unknown> {
  return choice.retain ? {} : revokeApprovalPayload(choice);
}

/** Names for resources made from entitlement values: '<entitlement> <value>', unique among themselves. */
export function namesFromValues(entitlementName: string, values: readonly { valueName: string }[]): string[] {
  const seen = new Map<string, number>();
  return values.map((v) => {
    const base = `${entitlementName} ${v.valueName}`.trim();
    const n = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), n);
    return n === 1 ? base : `${base} ${n}`;
  });
}

/** A static binding needs a value (else it is chosen at request time: say so explicitly). */
export const bindingProblem = (binding: EntitlementBinding | null, dynamic: boolean): 'value' | null =>
  binding && !dynamic && binding.value === '' ? 'value' : null;
