import { describe, expect, it } from 'vitest';
import { roleApproval } from '../../../src/domain/approval';
import {
  approvalChoiceOf,
  approvalProblem,
  approvalSummary,
  childLevelOf,
  fromServerLocale,
  localizedDescriptionsPayload,
  localizedNamesPayload,
  mayContain,
  moveApprover,
  parentLevelOf,
  revokeApprovalPayload,
  roleApprovalPayload,
  roleRevokeChoice,
  validateQuorum,
  type ApprovalChoice,
} from '../../../src/domain/role-admin';
import { validateRoleDescription, validateRoleName } from '../../../src/domain/role-validation';

const ann = { dn: 'cn=ann,o=data', name: 'Ann', type: 'user' };
const bob = { dn: 'cn=bob,o=data', name: 'Bob', type: 'user' };

describe('role hierarchy', () => {
  it('a business role contains IT roles, an IT role permission roles, a permission role none', () => {
    expect(childLevelOf(30)).toBe(20);
    expect(childLevelOf(20)).toBe(10);
    expect(childLevelOf(10)).toBeNull();
    expect(parentLevelOf(10)).toBe(20);
    expect(parentLevelOf(20)).toBe(30);
    expect(parentLevelOf(30)).toBeNull();
  });

  it('refuses a level skipped or reversed', () => {
    expect(mayContain(30, 20)).toBe(true);
    expect(mayContain(30, 10)).toBe(false);
    expect(mayContain(20, 30)).toBe(false);
    expect(mayContain(10, 10)).toBe(false);
  });
});

describe('role names and descriptions (spec section 5)', () => {
  it('a name is required and must not contain the forbidden characters', () => {
    expect(validateRoleName('  ')?.message).toBe('Required');
    expect(validateRoleName('Sales # EMEA')?.message).toBe('has invalid chracter');
    expect(validateRoleName('Sales ~')?.message).toBe('has invalid chracter');
    expect(validateRoleName('Sales EMEA (2)')).toBeNull();
  });

  it('a description may be empty but not contain | or ~', () => {
    expect(validateRoleDescription('')).toBeNull();
    expect(validateRoleDescription('a|b')?.message).toBe('has invalid chracter');
  });
});

describe('quorum percentage', () => {
  it.each([
    ['', 'required'],
    ['0', 'range'],
    ['101', 'range'],
    ['12.5', 'range'],
    ['abc', 'range'],
    ['1', null],
    ['100%', null],
    [' 60 ', null],
  ])('%j → %s', (text, expected) => {
    expect(validateQuorum(text)).toBe(expected);
  });
});

describe('approval editor', () => {
  it('starts from the derived approval (serial approvers by sequence)', () => {
    const choice = approvalChoiceOf(
      roleApproval({
        approvalRequired: true,
        approvalIsStandard: true,
        approvalApprovers: [
          { id: bob.dn, name: 'Bob', type: 'user', sequence: 2 },
          { id: ann.dn, name: 'Ann', type: 'user', sequence: 1 },
        ],
      }),
    );
    expect(choice.type).toBe('serial');
    expect(choice.approvers.map((a) => a.name)).toEqual(['Ann', 'Bob']);
  });

  it('sends serial approvers with their sequence in the editor order', () => {
    const payload = roleApprovalPayload({ type: 'serial', approvers: [bob, ann], quorum: '', requestDef: null });
    expect(payload).toMatchObject({
      approvalRequired: true,
      approvalIsStandard: true,
      approvalQuorum: '',
      approvalApprovers: [
        { id: bob.dn, sequence: 1 },
        { id: ann.dn, sequence: 2 },
      ],
    });
  });

  it('sends a quorum as percent text and a custom approval as its request definition', () => {
    expect(
      roleApprovalPayload({ type: 'quorum', approvers: [ann, bob], quorum: '60', requestDef: null }),
    ).toMatchObject({ approvalRequired: true, approvalIsStandard: true, approvalQuorum: '60%' });
    expect(
      roleApprovalPayload({ type: 'custom', approvers: [], quorum: '', requestDef: { dn: 'cn=prd', name: 'Manager' } }),
    ).toMatchObject({ approvalRequired: true, approvalIsStandard: false, approvalRequestDef: 'cn=prd' });
    expect(roleApprovalPayload({ type: 'none', approvers: [ann], quorum: '', requestDef: null })).toMatchObject({
      approvalRequired: false,
      approvalApprovers: [],
    });
  });

  it('names what keeps an approval from being saved', () => {
    const base: ApprovalChoice = { type: 'serial', approvers: [], quorum: '', requestDef: null };
    expect(approvalProblem(base)).toBe('approvers');
    expect(approvalProblem({ ...base, type: 'quorum', approvers: [ann] })).toBe('quorum');
    expect(approvalProblem({ ...base, type: 'quorum', approvers: [ann], quorum: '120' })).toBe('quorumRange');
    expect(approvalProblem({ ...base, type: 'custom' })).toBe('requestDef');
    expect(approvalProblem({ ...base, type: 'none' })).toBeNull();
  });

  it('revoke: same as grant when revokeEqualsGrant is 1, none by default', () => {
    expect(roleRevokeChoice({ revokeEqualsGrant: 1 }).sameAsGrant).toBe(true);
    expect(roleRevokeChoice({}).approval.type).toBe('none');
    expect(revokeApprovalPayload({ sameAsGrant: true, approval: approvalChoiceOf(roleApproval({})) })).toEqual({
      revokeEqualsGrant: true,
      revokeRequired: false,
    });
    expect(
      revokeApprovalPayload({
        sameAsGrant: false,
        approval: { type: 'serial', approvers: [ann], quorum: '', requestDef: null },
      }),
    ).toMatchObject({ revokeEqualsGrant: false, revokeRequired: true, revokeApprovers: [{ id: ann.dn, sequence: 1 }] });
  });

  it('words an approval', () => {
    const serial: ApprovalChoice = { type: 'serial', approvers: [ann, bob], quorum: '', requestDef: null };
    expect(approvalSummary('serial', serial)).toEqual({ key: 'serial', values: { count: 2, names: 'Ann → Bob' } });
    expect(approvalSummary('quorum', { ...serial, quorum: '50%' })).toEqual({
      key: 'quorum',
      values: { count: 2, percent: 50 },
    });
    expect(approvalSummary('same-as-grant', serial).key).toBe('sameAsGrant');
    expect(approvalSummary('serial', { ...serial, approvers: [] })).toEqual({ key: 'serialNone', values: {} });
    expect(approvalSummary('quorum', { ...serial, approvers: [] })).toEqual({ key: 'quorumNone', values: {} });
  });

  it('moves an approver up or down, ignoring moves out of the list', () => {
    expect(moveApprover(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveApprover(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});

describe('localised names (spec section 3 locale mapping)', () => {
  it('sends zh-CN as zh_CN, zh-TW as zh_TW and he as iw, leaving blank texts out', () => {
    expect(
      localizedNamesPayload([
        { locale: 'zh-CN', text: '销售' },
        { locale: 'zh-TW', text: '銷售' },
        { locale: 'he', text: ' מכירות ' },
        { locale: 'de', text: '  ' },
      ]),
    ).toEqual([
      { locale: 'zh_CN', name: '销售' },
      { locale: 'zh_TW', name: '銷售' },
      { locale: 'iw', name: 'מכירות' },
    ]);
    expect(localizedDescriptionsPayload([{ locale: 'fr', text: 'Ventes' }])).toEqual([
      { locale: 'fr', desc: 'Ventes' },
    ]);
  });

  it('reads the server names back', () => {
    expect(fromServerLocale('zh_CN')).toBe('zh-CN');
    expect(fromServerLocale('iw')).toBe('he');
    expect(fromServerLocale('de')).toBe('de');
  });
});
