/**
 * The vendor's REST contract as TypeScript types, generated from contract/idmprov-swagger.json into
 * idmprov.gen.ts (`npm run contract:types`; a unit test fails when it is out of date). Readers state the
 * shape they read with `ContractAnswer`, so a misspelt field does not compile, and still check each value.
 */
import type { components, paths } from './idmprov.gen';

type Schemas = components['schemas'];

/** A contract schema's name without the generator's `json_` prefix: 'RoleNode', 'AfTaskNode', … */
export type ContractSchemaName = keyof Schemas extends infer Key
  ? Key extends `json_${infer Name}`
    ? Name
    : never
  : never;

/** A schema of the contract by name, e.g. `ContractSchema<'RoleNode'>`. */
export type ContractSchema<Name extends ContractSchemaName> = Schemas[`json_${Name}`];

/** A path as the console calls it under `/<ctx>/rest/` (tag prefix included): '/access/tasks/list', … */
export type ContractPath = keyof paths;
export type ContractMethod = 'get' | 'post' | 'put' | 'delete';

type JsonContent<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;
type SuccessOf<Responses> = Responses extends { 200: infer R }
  ? JsonContent<R>
  : Responses extends { 201: infer R }
    ? JsonContent<R>
    : never;

/** The documented JSON body of an operation's success answer (200, else 201), e.g. `ContractResponse<'/access/tasks/list', 'get'>`. */
export type ContractResponse<Path extends ContractPath, Method extends ContractMethod> = paths[Path][Method] extends {
  responses: infer Responses;
}
  ? SuccessOf<Responses>
  : never;

/** The documented JSON request body of an operation. */
export type ContractRequestBody<
  Path extends ContractPath,
  Method extends ContractMethod,
> = paths[Path][Method] extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;

/**
 * An answer as a tolerant reader sees it: only the fields of `Shape` (a contract schema, plus any fields
 * newer servers add, intersected in by the reader), each optional and `unknown` until the reader checks it.
 */
export type ContractAnswer<Shape> = { readonly [Field in keyof Shape]?: unknown };

/** Reads a value as an answer of `Shape`: an object as it is, anything else (null, a list, text) as no fields. */
export const contractAnswer = <Shape>(value: unknown): ContractAnswer<Shape> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as ContractAnswer<Shape>) : {};

// The schemas the console reads most.
export type RoleNode = ContractSchema<'RoleNode'>;
export type ResourceNode = ContractSchema<'ResourceNode'>;
export type TaskNode = ContractSchema<'AfTaskNode'>;
export type TaskListNode = ContractSchema<'AfTaskListNode'>;
export type PermissionRequestHistoryNode = ContractSchema<'PermissionRequestHistoryNode'>;
export type PermissionRequestHistoryListNode = ContractSchema<'PermissionRequestHistoryListNode'>;
export type PersonNode = ContractSchema<'PersonNode'>;
export type PermissionNode = ContractSchema<'PermissionNode'>;
export type CategoryNode = ContractSchema<'CategoryNode'>;
export type OwnerNode = ContractSchema<'OwnerNode'>;
export type AttributeNode = ContractSchema<'AttributeNode'>;
export type KeyValueNode = ContractSchema<'JaxBMapNode'>;
export type HelpDeskClientNode = ContractSchema<'HelpDeskClientNode'>;
export type OrgChartListNode = ContractSchema<'OrganizationalChartListNode'>;
export type OrgChartUserInfoNode = ContractSchema<'OrgChartUserInfoNode'>;
export type OrgAttributeNode = ContractSchema<'AttrNode'>;
export type RelationshipListNode = ContractSchema<'RelationshipListNode'>;
export type RelationshipNode = ContractSchema<'RelationshipNode'>;
export type GroupNode = ContractSchema<'GroupNode'>;
export type TeamNode = ContractSchema<'TargetSetNode'>;
export type SodNode = ContractSchema<'SodNode'>;
export type ContainerNode = ContractSchema<'ContainerNode'>;
