import type { FastifyRequest } from 'fastify';

const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** `http://host:port` of this request (a Host header that is not a plain host name becomes localhost). */
export function requestOrigin(request: FastifyRequest): string {
  const host = SAFE_HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}

/** The origin used in absolute URLs handed to the console: the configured public one, else the request's. */
export function publicOrigin(request: FastifyRequest, configured: string | undefined): string {
  return configured ?? requestOrigin(request);
}

/** Origins a redirect target or OAuth redirect_uri may point at. */
export function trustedOrigins(request: FastifyRequest, configured: string | undefined): Set<string> {
  const origins = new Set([requestOrigin(request)]);
  if (configured) origins.add(new URL(configured).origin);
  return origins;
}

/** A query or form field as one string (repeated or missing fields answer undefined). */
export function field(source: unknown, name: string): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}
