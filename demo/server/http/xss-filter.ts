import type { FastifyRequest } from 'fastify';
import { HttpFault } from './fault.js';

/**
 * Script-like text: an HTML tag, a `javascript:` URL or an inline event handler (`onload=`). Plain text
 * with a lone `<` or `>` ("a < b") passes; the per-field rules of roles, people and entities still apply.
 */
const SCRIPT_LIKE = /<\s*\/?\s*[a-z!][^>]*>|javascript\s*:|\bon[a-z]+\s*=/i;
/** Secrets are never looked at: a password may hold any characters. */
const SECRET_KEY = /password|secret|pwd/i;
const MAX_DEPTH = 32;

/** The path (`body.reqPermissions.0.id`) of the first script-like string in `value`, or null. */
function scriptLikeAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return SCRIPT_LIKE.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET_KEY.test(key)) continue;
    const found = scriptLikeAt(inner, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * preValidation hook of newer servers (server-version.ts `xssFilter`): a REST call whose JSON body or query
 * carries script-like text is refused with 400 and the Fault subcode `XSSValidationFailure`, as
 * Identity Applications 4.10 / 24.x answer (docs/protocol.md "Server versions").
 */
export async function rejectScriptLikeInput(request: FastifyRequest): Promise<void> {
  if (!request.server.serverProfile.xssFilter) return;
  const found = scriptLikeAt(request.query, 'query') ?? scriptLikeAt(request.body, 'body');
  if (found) throw new HttpFault(400, 'XSSValidationFailure', `Invalid input: ${found} contains script-like text.`);
}
