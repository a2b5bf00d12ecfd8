import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { NOT_SERVED } from '../unit/contract/not-in-contract.js';
import { ON_NEWER_SERVERS } from '../unit/contract/sandbox-calls.js';
import { SANDBOX_EXTENSIONS } from '../unit/contract/sandbox-extensions.js';
import { SCHEMA_EXCEPTIONS } from '../unit/contract/schema-exceptions.js';
import { operations, type ContractOperation } from '../unit/contract/swagger.js';
import { UNSERVED_OPERATIONS } from '../unit/contract/unserved-operations.js';

/**
 * The table of docs/protocol.md "Departures from the document, operation by operation": for each contract
 * operation whose answer to a script differs from the vendor's document, how and why, from what
 * every-operation.test.ts saw. The test fails when the table is stale; UPDATE_PROTOCOL_DOC=1 rewrites it.
 */
const DOC = fileURLToPath(new URL('../../docs/protocol.md', import.meta.url));
const START = '<!-- departures:start -->';
const END = '<!-- departures:end -->';

const CREATED_EVIDENCE =
  'Real servers answer 200: `IDMConn` (p30virus/netiq-idm-rest-client) fails every create and action that answers ' +
  'anything else ("Status codes: 200 where the document says 201").';
const CHANGED_EVIDENCE =
  "The sandbox answers the change's result (success, succeeded and failed) with 200, which a 204 cannot carry " +
  '(RFC 9110 §15.3.5); `IDMConn` checks for 200 after its updates and deletes too (`PUT access/groups`, ' +
  '`PUT catalog/roles/roles`, `DELETE catalog/roles/role`).';
const READ_EVIDENCE =
  "The document's own example of this 204 is a body; a body goes with 200 (RFC 9110 §15.3.5), and the console " +
  'reads it.';
const NEWER_EVIDENCE =
  'A 4.10 call (PointBlueTechnology/DirXMLDev `docs/idapps-rest.md` §2, §6; "Server versions"): the 4.8.6 sandbox ' +
  'answers 404, a 4.10 or 24.4 one serves it.';

const notServedReason = new Map<string, string>([
  ...UNSERVED_OPERATIONS.map((entry) => [entry.operation, entry.reason] as const),
  ...NOT_SERVED.flatMap((group) => group.operations.map((operation) => [operation, group.reason] as const)),
]);

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

function statusEvidence(method: string, documented: string[]): string {
  if (documented.includes('201')) return CREATED_EVIDENCE;
  return method === 'GET' ? READ_EVIDENCE : CHANGED_EVIDENCE;
}

function departuresOf(operation: ContractOperation, status: number): [string, string][] {
  const { key } = operation;
  const documented = Object.keys(operation.responses).filter((code) => /^2/.test(code));
  const reason = notServedReason.get(key);
  if (reason) return [['Not served: 404 Fault', reason]];
  const found: [string, string][] = [];
  if (ON_NEWER_SERVERS.has(key)) found.push(['404 on 4.8.6; served on 4.10 and 24.4', NEWER_EVIDENCE]);
  if (documented.length > 0 && !documented.includes(String(status)))
    found.push([
      `${status} where the document says ${documented.join(' or ')}`,
      statusEvidence(operation.method, documented),
    ]);
  const extension = SANDBOX_EXTENSIONS[key];
  if (extension)
    found.push([`Fields beyond the schema: ${extension.fields.map((f) => `\`${f}\``).join(', ')}`, extension.reason]);
  for (const exception of SCHEMA_EXCEPTIONS[key] ?? [])
    found.push([`Differs from the schema at \`${exception.at.source}\``, exception.reason]);
  return found;
}

export function checkDepartures(answered: ReadonlyMap<string, number>): void {
  const rows = [...operations]
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
    .flatMap((operation) =>
      departuresOf(operation, answered.get(operation.key)!).map(
        ([departure, evidence]) => `| \`${operation.key}\` | ${cell(departure)} | ${cell(evidence)} |`,
      ),
    );
  const table = [
    START,
    '',
    `${rows.length} departures over ${operations.length} operations, as a script calling each once sees them ` +
      '(`tests/external/every-operation.test.ts`; `UPDATE_PROTOCOL_DOC=1` with that test rewrites this table).',
    '',
    '| Operation | Departure | Evidence |',
    '| --- | --- | --- |',
    ...rows,
    '',
    END,
  ].join('\n');
  const doc = readFileSync(DOC, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  expect(start, `${DOC} must hold ${START} … ${END}`).toBeGreaterThanOrEqual(0);
  const updated = doc.slice(0, start) + table + doc.slice(end + END.length);
  if (process.env.UPDATE_PROTOCOL_DOC === '1') writeFileSync(DOC, updated);
  else expect(doc, 'docs/protocol.md is stale: run every-operation.test.ts with UPDATE_PROTOCOL_DOC=1').toBe(updated);
}
