import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv-draft-04';

/** The vendor's OpenAPI 2.0 document, kept in the project (contract/README.md). */
const SWAGGER_FILE = fileURLToPath(new URL('../../../contract/idmprov-swagger.json', import.meta.url));

interface SchemaObject {
  [keyword: string]: unknown;
}
interface SwaggerOperation {
  tags?: string[];
  operationId?: string;
  responses?: Record<string, { schema?: SchemaObject }>;
}
interface SwaggerDocument {
  definitions: Record<string, SchemaObject>;
  paths: Record<string, Record<string, SwaggerOperation>>;
}

export const swagger = JSON.parse(readFileSync(SWAGGER_FILE, 'utf8')) as SwaggerDocument;

/** The swagger's basePath is only right for `Access`: the tag decides the prefix under `/<ctx>/rest/`. */
const PREFIX_OF_TAG: Record<string, string> = { Access: 'access', Catalog: 'catalog', Admin: 'admin' };

export interface ContractOperation {
  /** `GET access/tasks/list`: the method and the path under `/<ctx>/rest/`, parameters as in the swagger (`{id}`). */
  key: string;
  method: string;
  path: string;
  operationId: string;
  responses: Record<string, { schema?: SchemaObject }>;
}

/** A path template with its parameters blanked, so `:id`, `{id}` and `{roleId}` compare equal. */
export const pathShape = (path: string): string => path.replace(/\{[^}]*\}|:[A-Za-z_]\w*/g, '{}').replace(/\/+$/, '');

export const operations: ContractOperation[] = Object.entries(swagger.paths).flatMap(([path, byMethod]) =>
  Object.entries(byMethod).map(([method, operation]) => {
    const tag = operation.tags?.[0] ?? 'Access';
    const prefix = PREFIX_OF_TAG[tag];
    if (!prefix) throw new Error(`Unknown tag ${tag} on ${method} ${path}`);
    const full = `${prefix}${path}`;
    return {
      key: `${method.toUpperCase()} ${full}`,
      method: method.toUpperCase(),
      path: full,
      operationId: operation.operationId ?? '',
      responses: operation.responses ?? {},
    };
  }),
);

const byShape = new Map(operations.map((operation) => [`${operation.method} ${pathShape(operation.path)}`, operation]));

/** The contract operation of a method and a path under `/<ctx>/rest/` (a concrete path or a template), if any. */
export function findOperation(method: string, path: string): ContractOperation | undefined {
  return byShape.get(`${method.toUpperCase()} ${pathShape(path)}`) ?? matchConcrete(method.toUpperCase(), path);
}

function matchConcrete(method: string, path: string): ContractOperation | undefined {
  const segments = path.replace(/\/+$/, '').split('/');
  return operations.find((operation) => {
    if (operation.method !== method) return false;
    const template = operation.path.split('/');
    return (
      template.length === segments.length &&
      template.every((part, i) => part === segments[i] || /^\{[^}]*\}$/.test(part))
    );
  });
}

const SWAGGER_ID = 'idmprov-swagger.json';
// Swagger 2.0 schemas are draft-04 plus a few annotations (discriminator, readOnly, example, x-*): not strict.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });

/**
 * A swagger schema as ajv reads it: local `#/definitions/…` refs point into the added document, and
 * `example` values go (ajv walks every key, and their `id: "..."` would read as schema ids).
 */
const forAjv = (schema: unknown, parentKey = ''): unknown => {
  if (Array.isArray(schema)) return schema.map((item) => forAjv(item));
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => parentKey === 'properties' || key !== 'example')
      .map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' && value.startsWith('#') ? SWAGGER_ID + value : forAjv(value, key),
      ]),
  );
};

ajv.addSchema({ id: SWAGGER_ID, definitions: forAjv(swagger.definitions) });

const validators = new Map<string, ValidateFunction>();

/**
 * Whether a response schema documents the body. Not when it is `type: file` (the vendor's "a body, shape
 * not documented") nor `json_Response`: that is JAX-RS's Response object itself (status, headers,
 * cookies…), which the generator wrote where a method returns a Response, not the JSON the server sends.
 */
const documents = (schema: SchemaObject | undefined): schema is SchemaObject =>
  schema !== undefined && schema.type !== 'file' && schema.$ref !== '#/definitions/json_Response';

/**
 * The validator of an operation's success body for a status: that status's schema, else the first 2xx
 * schema the operation declares (the vendor often documents 201 where servers answer 200). Undefined when
 * the operation documents no 2xx body shape.
 */
export function successValidator(operation: ContractOperation, status: number): ValidateFunction | undefined {
  const declared = (code: string) => documents(operation.responses[code]?.schema);
  const code = declared(String(status))
    ? String(status)
    : Object.keys(operation.responses).find((c) => /^2/.test(c) && declared(c));
  if (!code) return undefined;
  const cacheKey = `${operation.key} ${code}`;
  let validate = validators.get(cacheKey);
  if (!validate) {
    validate = ajv.compile(forAjv(operation.responses[code]!.schema) as object);
    validators.set(cacheKey, validate);
  }
  return validate;
}

type Schema = SchemaObject | undefined;
const resolve = (schema: Schema): Schema => {
  let current = schema;
  for (let hops = 0; typeof current?.$ref === 'string' && hops < 20; hops += 1) {
    current = swagger.definitions[(current.$ref as string).replace('#/definitions/', '')];
  }
  return current;
};
/** The properties an object schema declares, its allOf parts included; undefined when it declares none (free-form). */
function declaredProperties(schema: Schema): Record<string, SchemaObject> | undefined {
  const resolved = resolve(schema);
  if (!resolved) return undefined;
  const parts = [resolved, ...((resolved.allOf as SchemaObject[] | undefined) ?? []).map(resolve)];
  const properties = Object.assign(
    {},
    ...parts.map((part) => (part?.properties as Record<string, SchemaObject> | undefined) ?? {}),
  ) as Record<string, SchemaObject>;
  return Object.keys(properties).length > 0 ? properties : undefined;
}

/**
 * The places (JSON pointers) where an answer carries a field its schema does not declare. The swagger
 * never forbids extra fields, so ajv accepts a misnamed one (`items` for `roles`); this finds them.
 */
export function undeclaredFields(schema: Schema, value: unknown, at = ''): string[] {
  const resolved = resolve(schema);
  if (Array.isArray(value)) {
    const items = resolved?.items as Schema;
    return items ? value.flatMap((item, i) => undeclaredFields(items, item, `${at}/${i}`)) : [];
  }
  if (value === null || typeof value !== 'object') return [];
  const properties = declaredProperties(resolved);
  if (!properties) return [];
  return Object.entries(value).flatMap(([name, field]) =>
    name in properties ? undeclaredFields(properties[name], field, `${at}/${name}`) : [`${at}/${name}`],
  );
}

/** The declared 2xx body schema of an operation (see successValidator). */
export function successSchema(operation: ContractOperation, status: number): SchemaObject | undefined {
  const declared = (code: string) => documents(operation.responses[code]?.schema);
  const code = declared(String(status))
    ? String(status)
    : Object.keys(operation.responses).find((c) => /^2/.test(c) && declared(c));
  return code ? operation.responses[code]!.schema : undefined;
}
