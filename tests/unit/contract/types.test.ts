import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { GENERATED, generateContractTypes } from '../../../scripts/contract-types.js';
import {
  contractAnswer,
  type ContractAnswer,
  type ContractRequestBody,
  type ContractResponse,
  type ContractSchema,
  type RoleNode,
  type TaskListNode,
} from '../../../src/domain/contract/index.js';

describe('contract: the generated types', () => {
  it('are what the swagger generates (run npm run contract:types after changing contract/)', async () => {
    expect(readFileSync(GENERATED, 'utf8') === (await generateContractTypes())).toBe(true);
  }, 120_000);

  it('name operations by the path the console calls, with the tag prefix', () => {
    expectTypeOf<ContractResponse<'/access/tasks/list', 'get'>>().toEqualTypeOf<TaskListNode>();
    expectTypeOf<ContractSchema<'RolesListResponseNode'>['roles']>().toEqualTypeOf<RoleNode[] | undefined>();
    expectTypeOf<ContractRequestBody<'/access/tasks/item', 'post'>>().toHaveProperty('taskId');
  });

  it('let a reader name only the fields of its shape, each unknown until checked', () => {
    const role = contractAnswer<RoleNode>({ name: 'Auditor', status: 50 });
    expectTypeOf(role.name).toEqualTypeOf<unknown>();
    // @ts-expect-error a field the contract does not name does not compile
    expect(role.nmae).toBeUndefined();
    expect(role.name).toBe('Auditor');
    expect(contractAnswer<RoleNode>(null)).toEqual({});
    expect(contractAnswer<RoleNode>([{ name: 'x' }])).toEqual({});
    expectTypeOf<ContractAnswer<{ a: string }>>().toEqualTypeOf<{ readonly a?: unknown }>();
  });
});
