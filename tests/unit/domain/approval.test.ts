import { describe, expect, it } from 'vitest';
import {
  approvalTemplateName,
  parseQuorum,
  resourceGrantApproval,
  resourceRevokeApprovalType,
  roleApproval,
} from '../../../src/domain/approval';

describe('approval type derivation', () => {
  it('none when approval is not required', () => {
    expect(roleApproval({ approvalRequired: false, approvalIsStandard: true, approvalQuorum: '50%' }).type).toBe(
      'none',
    );
  });

  it('quorum when standard and a quorum is set (percent text read as a number)', () => {
    const approval = roleApproval({
      approvalRequired: true,
      approvalIsStandard: true,
      approvalQuorum: '60%',
      approvalApprovers: [{ id: 'a' }],
    });
    expect(approval).toMatchObject({ type: 'quorum', quorum: 60 });
  });

  it('serial with approvers sorted by sequence when standard without quorum', () => {
    const approval = roleApproval({
      approvalRequired: true,
      approvalIsStandard: true,
      approvalQuorum: '',
      approvalApprovers: [
        { id: 'c', sequence: 3 },
        { id: 'a', sequence: 1 },
        { id: 'b', sequence: '2' },
      ],
    });
    expect(approval.type).toBe('serial');
    expect(approval.approvers.map((a) => a.id)).toEqual(['a', 'b', 'c']);
  });

  it('custom with the process request definition when not standard', () => {
    expect(
      roleApproval({
        approvalRequired: true,
        approvalIsStandard: false,
        approvalRequestDef: 'cn=prd',
        approvalRequestDefName: 'PRD',
      }),
    ).toMatchObject({ type: 'custom', requestDef: { dn: 'cn=prd', name: 'PRD' } });
  });

  it('resource grant uses quorum/approvers/requestDef', () => {
    expect(resourceGrantApproval({ approvalRequired: true, approvalIsStandard: true, quorum: '25%' }).type).toBe(
      'quorum',
    );
  });

  it('revoke: none by default, same as grant when revokeEqualsGrant is 1, else from the revoke fields', () => {
    expect(resourceRevokeApprovalType({})).toBe('none');
    expect(
      resourceRevokeApprovalType({ revokeEqualsGrant: 1, revokeRequired: true, revokeApprovalIsStandard: false }),
    ).toBe('same-as-grant');
    expect(resourceRevokeApprovalType({ revokeEqualsGrant: true })).toBe('same-as-grant');
    expect(
      resourceRevokeApprovalType({ revokeEqualsGrant: 0, revokeRequired: true, revokeApprovalIsStandard: false }),
    ).toBe('custom');
    expect(
      resourceRevokeApprovalType({ revokeRequired: true, revokeApprovalIsStandard: true, revokeQuorum: '10%' }),
    ).toBe('quorum');
  });

  it('parses quorum text', () => {
    expect(parseQuorum('50%')).toBe(50);
    expect(parseQuorum(' 33 % ')).toBe(33);
    expect(parseQuorum('')).toBeNull();
    expect(parseQuorum('0%')).toBeNull();
    expect(parseQuorum(null)).toBeNull();
  });
});

describe('approval template names', () => {
  it.each([
    [0, 'Serial', false, 'NoApproval'],
    [1, 'Serial', false, 'SingleStepApproval'],
    [3, 'Parallel', true, 'QuorumApproval'],
    [2, 'Serial', false, 'TwoStepSerialApproval'],
    [3, 'Serial', false, 'ThreeStepSerialApproval'],
    [4, 'Parallel', false, 'FourStepParallelApproval'],
  ] as const)('%i step(s) %s quorum=%s → %s', (steps, type, quorum, name) => {
    expect(approvalTemplateName(steps, type, quorum)).toBe(name);
  });

  it('rejects more than 4 steps', () => {
    expect(() => approvalTemplateName(5, 'Serial')).toThrow(RangeError);
  });
});
