import type { ParameterInput } from '../../db/resources/resources.js';
import { badInput } from '../../http/fault.js';
import { approvalOf, flag, list, text, type ApprovalInput, type Json } from '../../roles/input.js';

const DATA_TYPES = ['Integer', 'Boolean', 'List', 'String'] as const;
/** The parameter that carries the entitlement value chosen at request time (spec section 3). */
export const ENTITLEMENT_PARAM_KEY = 'EntitlementParamKey';

/** A parameter's static value must fit its data type (an empty value: chosen at request time). */
function checkValue(dataType: ParameterInput['dataType'], value: string, at: string): void {
  if (value === '') return;
  if (dataType === 'Integer' && !/^-?\d{1,12}$/.test(value))
    throw badInput(`Invalid input: ${at}.staticValue must be a whole number.`);
  if (dataType === 'Boolean' && value !== 'true' && value !== 'false')
    throw badInput(`Invalid input: ${at}.staticValue must be true or false.`);
}

/** resourceParameters: [{id, displayName, dataType, staticValue, hide}] (ResourceParamNode). */
export function parametersOf(body: Json): ParameterInput[] | undefined {
  const entries = list(body, 'resourceParameters', 30);
  if (!entries) return undefined;
  const seen = new Set<string>();
  return entries.map((entry, index) => {
    const at = `resourceParameters[${index}]`;
    const key = text(entry, 'id', { max: 64 }) ?? '';
    if (!/^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(key))
      throw badInput(`Invalid input: ${at}.id must start with a letter and hold only letters, digits and _.`);
    if (seen.has(key.toLowerCase())) throw badInput(`Invalid input: ${at}.id ${key} is used twice.`);
    seen.add(key.toLowerCase());
    const dataType = (text(entry, 'dataType', { max: 16 }) ?? 'String') as ParameterInput['dataType'];
    if (!DATA_TYPES.includes(dataType))
      throw badInput(`Invalid input: ${at}.dataType must be Integer, Boolean, List or String.`);
    const staticValue = text(entry, 'staticValue', { max: 1024 }) ?? '';
    checkValue(dataType, staticValue, at);
    const label = text(entry, 'displayName', { max: 256 }) || key;
    return { key, label, dataType, staticValue, hidden: flag(entry, 'hide') ?? false };
  });
}

/** The grant approval of a ResourceNode (approvalRequired, approvalIsStandard, quorum, approvers, requestDef). */
export function grantApprovalOf(body: Json): ApprovalInput | undefined {
  return approvalOf(
    {
      approvalRequired: body.approvalRequired,
      approvalIsStandard: body.approvalIsStandard,
      approvalQuorum: body.quorum,
      approvalApprovers: body.approvers,
      approvalRequestDef: body.requestDef,
    },
    'grant',
  );
}

/** expiresAfter: '' or a count and a unit D, M or Y ('30D'); isExpirationRequired. */
export function expirationOf(body: Json): { required: boolean; after: string | null } | undefined {
  const required = flag(body, 'isExpirationRequired');
  const after = text(body, 'expiresAfter', { max: 8 });
  if (required === undefined && after === undefined) return undefined;
  if (after && !/^[1-9]\d{0,3}[DMY]$/.test(after))
    throw badInput('Invalid input: expiresAfter must be a number of days, months or years, such as 30D, 6M or 1Y.');
  return { required: required ?? false, after: after || null };
}

/** The entitlement binding: driver, entitlements[0].id and its value (parameterValue; empty: chosen at request time). */
export function bindingOf(
  body: Json,
): { driverDn: string; entitlementDn: string; value: string | null } | null | undefined {
  const driver = text(body, 'driver');
  const entitlements = list(body, 'entitlements', 1);
  if (driver === undefined && entitlements === undefined) return undefined;
  const first = entitlements?.[0];
  if (!driver || !first) return null;
  const entitlementDn = text(first, 'id');
  if (!entitlementDn) throw badInput('Invalid input: entitlements[0].id is required.');
  const value = text(first, 'parameterValue', { max: 1024 }) ?? '';
  return { driverDn: driver, entitlementDn, value: value === '' ? null : value };
}
