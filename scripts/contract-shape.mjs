#!/usr/bin/env node
// Prints an operation of the vendor swagger (contract/idmprov-swagger.json) as compact TypeScript-like shapes.
// Usage: node scripts/contract-shape.mjs <path suffix> <METHOD>
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const swaggerPath = process.env.IDM_SWAGGER ?? path.resolve(here, '../contract/idmprov-swagger.json');
const swagger = JSON.parse(fs.readFileSync(swaggerPath, 'utf8'));
const [suffix, method = 'GET'] = process.argv.slice(2);
if (!suffix) {
  console.error('usage: contract-shape.mjs <path suffix> [METHOD]');
  process.exit(2);
}

function shape(schema, depth, stack) {
  if (!schema) return 'unknown';
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop();
    if (stack.includes(name) || depth > 4) return name.replace(/^json_/, '');
    return shape(swagger.definitions[name], depth, [...stack, name]);
  }
  if (schema.allOf) {
    const parts = schema.allOf.map((s) => shape(s, depth, stack)).filter((s) => s !== '{}');
    return parts.join(' & ') || '{}';
  }
  if (schema.type === 'array') return `${shape(schema.items, depth, stack)}[]`;
  if (schema.properties) {
    const pad = '  '.repeat(depth + 1);
    const fields = Object.entries(schema.properties).map(([k, v]) => `${pad}${k}: ${shape(v, depth + 1, stack)}`);
    return `{\n${fields.join('\n')}\n${'  '.repeat(depth)}}`;
  }
  if (schema.enum) return schema.enum.map((e) => JSON.stringify(e)).join(' | ');
  return schema.type === 'object' ? '{}' : (schema.type ?? 'unknown');
}

const matches = Object.keys(swagger.paths).filter((p) => p === suffix || p.endsWith(suffix));
for (const p of matches) {
  const op = swagger.paths[p][method.toLowerCase()];
  if (!op) continue;
  console.log(`## ${method.toUpperCase()} ${p}  (${op.tags?.join(',')}) ${op.summary ?? ''}`);
  for (const param of op.parameters ?? []) {
    const t =
      param.in === 'body'
        ? shape(param.schema, 0, [])
        : param.type + (param.default !== undefined ? ` = ${param.default}` : '');
    console.log(`param ${param.in} ${param.name}${param.required ? '' : '?'}: ${t}`);
  }
  for (const [code, r] of Object.entries(op.responses ?? {})) {
    if (r.schema?.$ref?.includes('NcacFault')) {
      console.log(`-> ${code}: Fault`);
      continue;
    }
    console.log(`-> ${code}: ${shape(r.schema, 0, [])}`);
  }
}
