/**
 * The rules of role and SoD administration (spec sections 3, 4 and 5): the levels a role may contain,
 * role names and descriptions, quorum percentages, the approval an editor describes and how it is sent.
 */
import {
  deriveApproval,
  parseQuorum,
  type Approval,
  type Approver,
  type RevokeApprovalType,
  type RevokeApprovalFields,
} from './approval';
import { toServerLocale } from './locale';
import { ROLE_LEVELS, type RoleLevel } from './role-levels';

export { ROLE_LEVELS, type RoleLevel };
export { CATALOG_ITEM_STATUS } from './catalog-status';

/**
 * The level a role's children have: a business role contains IT roles, an IT role contains permission
 * roles, a permission role contains none.
 */
export function childLevelOf(level: number): RoleLevel | null {
  if (level === 30) return 20;
  if (level === 20) return 10;
  return null;
}

/** The level a role's parents have (the reverse of `childLevelOf`). */
export function parentLevelOf(level: number): RoleLevel | null {
  if (level === 10) return 20;
  if (level === 20) return 30;
  return null;
}

/** Whether a role of `parentLevel` may contain one of `childLevel`. */
export const mayContain = (parentLevel: number, childLevel: number): boolean =>
  childLevelOf(parentLevel) === childLevel;

/** A quorum is a whole percentage from 1 to 100. */
export const QUORUM_MIN = 1;
export const QUORUM_MAX = 100;

export type QuorumError = 'required' | 'range';

/** '' → required; not a whole number in 1..100 (a trailing % allowed) → range; else null. */
export function validateQuorum(text: string): QuorumError | null {
  const trimmed = text.trim().replace(/%$/, '').trim();
  if (trimmed === '') return 'required';
  if (!/^\d+$/.test(trimmed)) return 'range';
  const n = Number(trimmed);
  return n >= QUORUM_MIN && n <= QUORUM_MAX ? null : 'range';
}

/** The quorum as the contract's text: 60 → '60%'. */
export const quorumText = (percent: number): string => `${percent}%`;

/** One approver in an editor: who, and of which kind (user, group, container, role). */
export interface ApproverChoice {
  dn: string;
  name: string;
  type: string;
}

/** What an approval editor holds: the kind and the fields that kind uses. */
export interface ApprovalChoice {
  type: Approval['type'];
  /** Serial: in the order they approve. Quorum: who may approve. */
  approvers: ApproverChoice[];
  /** Quorum percentage as typed. */
  quorum: string;
  /** Custom: the request definition. */
  requestDef: { dn: string; name: string } | null;
}

export const NO_APPROVAL_CHOICE: ApprovalChoice = { type: 'none', approvers: [], quorum: '', requestDef: null };

/** An approval derived from the server's fields, as the editor starts. */
export function approvalChoiceOf(approval: Approval): ApprovalChoice {
  return {
    type: approval.type,
    approvers: approval.approvers.map((a) => ({ dn: a.id ?? '', name: a.name ?? a.id ?? '', type: a.type ?? 'user' })),
    quorum: approval.quorum === null ? '' : String(approval.quorum),
    requestDef: approval.requestDef,
  };
}

export type ApprovalProblem = 'approvers' | 'quorum' | 'quorumRange' | 'requestDef';

/** What keeps an approval from being saved: serial and quorum need approvers, quorum a percentage, custom a definition. */
export function approvalProblem(choice: ApprovalChoice): ApprovalProblem | null {
  if (choice.type === 'serial' || choice.type === 'quorum') {
    if (choice.approvers.length === 0) return 'approvers';
  }
  if (choice.type === 'quorum') {
    const problem = validateQuorum(choice.quorum);
    if (problem === 'required') return 'quorum';
    if (problem === 'range') return 'quorumRange';
  }
  if (choice.type === 'custom' && !choice.requestDef?.dn) return 'requestDef';
  return null;
}

/** The contract's approvers: sequence 1, 2, … in the editor's order. */
export const approversPayload = (approvers: readonly ApproverChoice[]): Required<Approver>[] =>
  approvers.map((a, index) => ({ id: a.dn, name: a.name, type: a.type, sequence: index + 1 }));

/** A role's grant approval as RoleNode fields (spec section 3: approvalRequired, approvalIsStandard, …). */
export function roleApprovalPayload(choice: ApprovalChoice): Record<string, unknown> {
  const standard = choice.type === 'serial' || choice.type === 'quorum';
  return {
    approvalRequired: choice.type !== 'none',
    approvalIsStandard: standard,
    approvalQuorum: choice.type === 'quorum' ? quorumText(Number(choice.quorum.replace('%', '').trim())) : '',
    approvalApprovers: standard ? approversPayload(choice.approvers) : [],
    approvalRequestDef: choice.type === 'custom' ? (choice.requestDef?.dn ?? '') : '',
    approvalRequestDefName: choice.type === 'custom' ? (choice.requestDef?.name ?? '') : '',
  };
}

/** A revoke approval in an editor: its own choice, or the same as the grant's. */
export interface RevokeChoice {
  sameAsGrant: boolean;
  approval: ApprovalChoice;
}

/**
 * The revoke fields. revokeEqualsGrant (a boolean, as ResourceNode types it; the spec reads 1 as true) means
 * "same as grant approval" (spec section 4).
 */
export function revokeApprovalPayload(choice: RevokeChoice): Record<string, unknown> {
  if (choice.sameAsGrant) return { revokeEqualsGrant: true, revokeRequired: false };
  const grant = roleApprovalPayload(choice.approval);
  return {
    revokeEqualsGrant: false,
    revokeRequired: grant.approvalRequired,
    revokeApprovalIsStandard: grant.approvalIsStandard,
    revokeQuorum: grant.approvalQuorum,
    revokeApprovers: grant.approvalApprovers,
    revokeRequestDef: grant.approvalRequestDef,
    revokeRequestDefName: grant.approvalRequestDefName,
  };
}

/** The revoke fields of a role as the server sends them. */
export type RoleRevokeFields = RevokeApprovalFields;

/** Spec section 4: none by default; same as grant when revokeEqualsGrant is 1; else derived from the revoke fields. */
export function roleRevokeChoice(fields: RoleRevokeFields): RevokeChoice {
  const sameAsGrant = [true, 1, '1', 'true'].includes(fields.revokeEqualsGrant as never);
  const approval = deriveApproval({
    required: fields.revokeRequired,
    // A server without the revoke kind sends only revokeRequired and revokeRequestDef: a custom approval.
    standard: fields.revokeApprovalIsStandard ?? false,
    quorum: fields.revokeQuorum,
    approvers: fields.revokeApprovers,
    requestDef: fields.revokeRequestDef,
    requestDefName: fields.revokeRequestDefName,
  });
  return { sameAsGrant, approval: approvalChoiceOf(approval) };
}

export const revokeTypeOf = (choice: RevokeChoice): RevokeApprovalType =>
  choice.sameAsGrant ? 'same-as-grant' : choice.approval.type;

/** How an approval reads in words: the i18n key under `<area>.approvalSummary` (`roleAdminEditor`, `resourceAdminPages`) and its values. */
export function approvalSummary(
  type: RevokeApprovalType,
  choice: ApprovalChoice,
): {
  key: 'none' | 'serial' | 'serialNone' | 'quorum' | 'quorumNone' | 'custom' | 'sameAsGrant';
  values: Record<string, string | number>;
} {
  switch (type) {
    case 'same-as-grant':
      return { key: 'sameAsGrant', values: {} };
    case 'serial':
      if (choice.approvers.length === 0) return { key: 'serialNone', values: {} };
      return {
        key: 'serial',
        values: { count: choice.approvers.length, names: choice.approvers.map((a) => a.name).join(' → ') },
      };
    case 'quorum':
      if (choice.approvers.length === 0) return { key: 'quorumNone', values: {} };
      return {
        key: 'quorum',
        values: { count: choice.approvers.length, percent: parseQuorum(choice.quorum) ?? 0 },
      };
    case 'custom':
      return { key: 'custom', values: { name: choice.requestDef?.name || choice.requestDef?.dn || '' } };
    default:
      return { key: 'none', values: {} };
  }
}

/** Moves the approver at `from` to `to` (a keyboard alternative to dragging). */
export function moveApprover<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** One localised text in an editor: the console's locale name ('zh-CN', 'he') and the text. */
export interface LocalizedText {
  locale: string;
  text: string;
}

/** Localised names as the contract stores them: Java locale names (zh_CN, zh_TW, iw), blank texts left out. */
export const localizedNamesPayload = (texts: readonly LocalizedText[]): { locale: string; name: string }[] =>
  texts.filter((t) => t.text.trim() !== '').map((t) => ({ locale: toServerLocale(t.locale), name: t.text.trim() }));

export const localizedDescriptionsPayload = (texts: readonly LocalizedText[]): { locale: string; desc: string }[] =>
  texts.filter((t) => t.text.trim() !== '').map((t) => ({ locale: toServerLocale(t.locale), desc: t.text.trim() }));

/** The console's locale name of a server one: zh_CN → zh-CN, iw → he. */
export function fromServerLocale(locale: string): string {
  if (locale === 'iw') return 'he';
  return locale.replace('_', '-');
}
