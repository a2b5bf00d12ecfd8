import { contractAnswer, type ContractSchema } from '../../domain/contract';
import {
  approversPayload,
  fromServerLocale,
  localizedDescriptionsPayload,
  localizedNamesPayload,
  type ApproverChoice,
  type LocalizedText,
} from '../../domain/role-admin';
import { readSodRoles } from './sod-list';
import { asArray, asBoolean, asNumber, asObject, asString, readNamed } from '../lookups/read';

type SodNode = ContractSchema<'SodNode'>;

/** allowWithWorkflow: an exception needs approval; alwaysAllow: a justification is enough. */
export type SodApprovalType = 'allowWithWorkflow' | 'alwaysAllow';

export interface SodDetails {
  dn: string;
  name: string;
  description: string;
  /** The two conflicting roles. */
  roles: { dn: string; name: string; level: number }[];
  localizedNames: LocalizedText[];
  localizedDescriptions: LocalizedText[];
  approvalType: SodApprovalType;
  /** The default approvers of the SoD configuration approve exceptions. */
  useDefaultApprovers: boolean;
  approvers: ApproverChoice[];
  hasConflicts: boolean;
}

export type SodInput = Omit<SodDetails, 'dn' | 'hasConflicts' | 'roles'> & {
  dn?: string;
  roles: readonly { dn: string; name: string }[];
};

export const readApprovers = (value: unknown): ApproverChoice[] =>
  asArray(value)
    .map(asObject)
    .map((o) => ({ o, sequence: asNumber(o.sequence) ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.sequence - b.sequence)
    .map(({ o }) => {
      const dn = asString(o.id ?? o.dn);
      return { dn, name: asString(o.name) || dn, type: asString(o.type) || 'user' };
    });

/**
 * Localized texts beside the main one: the server keeps the main name and description as English ('en'),
 * so an English entry equal to the main text is not another language and is left out.
 */
const readLocalized = (value: unknown, field: 'name' | 'desc', main: string): LocalizedText[] =>
  asArray(value)
    .map(asObject)
    .map((o) => ({ locale: fromServerLocale(asString(o.locale)), text: asString(o[field]) }))
    .filter((l) => l.locale !== '' && !(l.locale === 'en' && l.text === main));

export function readSodDetails(value: unknown): SodDetails {
  const o = contractAnswer<SodNode>(value);
  const named = readNamed(asObject(value));
  return {
    ...named,
    roles: readSodRoles(o.roles),
    localizedNames: readLocalized(o.localizedNames, 'name', named.name),
    localizedDescriptions: readLocalized(o.localizedDescriptions, 'desc', named.description),
    approvalType: o.sodApprovalType === 'alwaysAllow' ? 'alwaysAllow' : 'allowWithWorkflow',
    useDefaultApprovers: o.isDefaultApproversUsed === undefined ? true : asBoolean(o.isDefaultApproversUsed),
    approvers: readApprovers(o.approvers),
    hasConflicts: asBoolean(o.hasConflicts),
  };
}

/** The SodNode create (POST catalog/sods) and update (PUT catalog/sods/sod) send. */
export function sodPayload(input: SodInput): Record<string, unknown> {
  return {
    ...(input.dn ? { id: input.dn } : {}),
    name: input.name.trim(),
    description: input.description.trim(),
    roles: input.roles.map((r) => ({ id: r.dn })),
    localizedNames: localizedNamesPayload(input.localizedNames),
    localizedDescriptions: localizedDescriptionsPayload(input.localizedDescriptions),
    sodApprovalType: input.approvalType,
    isDefaultApproversUsed: input.useDefaultApprovers,
    approvers: input.useDefaultApprovers ? [] : approversPayload(input.approvers),
  };
}
