import { describe, expect, it } from 'vitest';
import {
  expirationOf,
  expirationProblem,
  expiresAfterText,
  namesFromValues,
  parameterProblem,
  requestTimeParameters,
  resourceApprovalPayload,
  resourceRevokePayload,
  validateResourceName,
  valueProblem,
  type ResourceParameter,
} from '../../../src/domain/resource-admin';
import { NO_APPROVAL_CHOICE } from '../../../src/domain/role-admin';

const param = (key: string, dataType: ResourceParameter['dataType'], staticValue = '', hidden = false) => ({
  key,
  label: key,
  dataType,
  staticValue,
  hidden,
});

describe('resource administration rules', () => {
  it('names are checked trimmed: required, then the name rule', () => {
    expect(validateResourceName('   ')?.code).toBe('required');
    expect(validateResourceName('  Laptop  ')).toBeNull();
    expect(validateResourceName('Bad|Name')).not.toBeNull();
  });

  it('parameters: an ID is a letter then letters, digits and _, used once; a static value fits its data type', () => {
    const all = [
      param('Size', 'Integer', '27'),
      param('size', 'String'),
      param('1st', 'String'),
      param('On', 'Boolean', 'yes'),
    ];
    expect(all.map((p) => parameterProblem(p, all))).toEqual(['duplicate', 'duplicate', 'key', 'boolean']);
    expect(valueProblem('Integer', '12a')).toBe('integer');
    expect(valueProblem('Integer', '-12')).toBeNull();
    expect(valueProblem('List', 'anything')).toBeNull();
    expect(valueProblem('Boolean', '')).toBeNull();
  });

  it('request-time parameters are the shown ones without a static value', () => {
    const all = [param('A', 'String'), param('B', 'String', 'x'), param('C', 'List', '', true), param('D', 'List')];
    expect(requestTimeParameters(all).map((p) => p.key)).toEqual(['A', 'D']);
  });

  it('expiration: "30D" and back, the count from 1 to 9999', () => {
    expect(expirationOf(true, '6M')).toEqual({ required: true, count: '6', unit: 'M' });
    expect(expirationOf(false, '')).toEqual({ required: false, count: '', unit: 'D' });
    expect(expiresAfterText({ required: false, count: ' 030 ', unit: 'D' })).toBe('30D');
    expect(expirationProblem({ required: false, count: '0', unit: 'Y' })).toBe('count');
    expect(expirationProblem({ required: false, count: '', unit: 'Y' })).toBeNull();
  });

  it("the grant approval uses ResourceNode's field names; 'retain existing' sends no revoke fields", () => {
    const serial = {
      ...NO_APPROVAL_CHOICE,
      type: 'serial' as const,
      approvers: [{ dn: 'cn=mmanager,ou=users,o=data', name: 'Maria Manager', type: 'user' }],
    };
    expect(resourceApprovalPayload(serial)).toMatchObject({
      approvalRequired: true,
      approvalIsStandard: true,
      approvers: [{ id: 'cn=mmanager,ou=users,o=data', sequence: 1 }],
      requestDef: '',
    });
    expect(resourceRevokePayload({ sameAsGrant: false, retain: true, approval: serial })).toEqual({});
    expect(resourceRevokePayload({ sameAsGrant: true, approval: NO_APPROVAL_CHOICE })).toMatchObject({
      revokeEqualsGrant: true,
    });
  });

  it('names from entitlement values: "<entitlement> <value>", made unique among themselves', () => {
    expect(namesFromValues('Group', [{ valueName: 'Sales' }, { valueName: 'Sales' }, { valueName: 'HR' }])).toEqual([
      'Group Sales',
      'Group Sales 2',
      'Group HR',
    ]);
  });
});
