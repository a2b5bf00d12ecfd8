import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

/** Subcodes the contract's Fault uses. */
export type FaultSubcode =
  | 'INV_INPUT'
  | 'NOT_FOUND_JSON'
  | 'SECURITY_EXCEPTION'
  | 'INTERNAL_EXCEPTION'
  | 'EXISTING_ENTITY'
  | 'XSS_VALIDATION_FAILURE'
  | 'XSSValidationFailure'
  | 'WORKFLOW_EXCEPTION'
  /** A write's If-Match names another version than the object's (http/versions.ts). */
  | 'PRECONDITION_FAILED';

export interface FaultBody {
  Fault: { Code: { Value: 'Sender' | 'Receiver'; Subcode: { Value: FaultSubcode } }; Reason: { Text: string } };
}

export function faultBody(status: number, subcode: FaultSubcode, text: string): FaultBody {
  return {
    Fault: {
      Code: { Value: status >= 500 || status === 489 ? 'Receiver' : 'Sender', Subcode: { Value: subcode } },
      Reason: { Text: text },
    },
  };
}

/** A thrown error that becomes a Fault answer (the error handler knows it). */
export class HttpFault extends Error {
  constructor(
    readonly status: number,
    readonly subcode: FaultSubcode,
    text: string,
  ) {
    super(text);
    this.name = 'HttpFault';
  }
}

export const badInput = (text: string): HttpFault => new HttpFault(400, 'INV_INPUT', text);
export const notFound = (text: string): HttpFault => new HttpFault(404, 'NOT_FOUND_JSON', text);
export const forbidden = (text = 'You are not allowed to do this.'): HttpFault =>
  new HttpFault(403, 'SECURITY_EXCEPTION', text);
export const unauthorized = (text = 'Authentication required.'): HttpFault =>
  new HttpFault(401, 'SECURITY_EXCEPTION', text);

export function sendFault(reply: FastifyReply, status: number, subcode: FaultSubcode, text: string): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(faultBody(status, subcode, text));
}

/** Turns a Fastify validation error into "body/navPageRights/0/key must be string". */
function validationText(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = `${error.validationContext ?? 'input'}${first.instancePath}`;
  const params = first.params as Record<string, unknown>;
  if (first.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return `${where} has an unknown property '${params.additionalProperty}'`;
  }
  return `${where} ${first.message ?? 'is invalid'}`;
}

/**
 * Every error becomes a Fault: schema and parse errors 400 INV_INPUT with a readable text,
 * HttpFault as thrown, anything else 500 with a generic text (the stack only goes to the log).
 */
export function installFaultHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpFault) return sendFault(reply, error.status, error.subcode, error.message);
    if (error.validation) return sendFault(reply, 400, 'INV_INPUT', `Invalid input: ${validationText(error)}.`);
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return sendFault(reply, 400, 'INV_INPUT', 'Invalid input: the request body is not valid JSON.');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (media type, body size, …) carry safe, fixed messages.
      return sendFault(
        reply,
        status,
        status === 403 || status === 401 ? 'SECURITY_EXCEPTION' : 'INV_INPUT',
        error.message,
      );
    }
    request.log.error({ err: error }, 'unexpected error');
    // An application error: 500 on 4.8.6, 489 on newer servers (server-version.ts).
    const applicationError = request.server.serverProfile?.applicationErrorStatus ?? 500;
    return sendFault(reply, applicationError, 'INTERNAL_EXCEPTION', 'An internal error occurred.');
  });
  app.setNotFoundHandler((request, reply) =>
    sendFault(
      reply,
      404,
      'NOT_FOUND_JSON',
      `No resource at ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}.`,
    ),
  );
}
