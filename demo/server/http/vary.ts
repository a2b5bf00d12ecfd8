import type { FastifyReply } from 'fastify';

/** Adds `value` to the reply's Vary header, keeping what another hook put there (CORS varies by Origin). */
export function addVary(reply: FastifyReply, value: string): FastifyReply {
  // A reply stand-in (the answer cache's tests) may have no getHeader: then nothing was there.
  const existing = typeof reply.getHeader === 'function' ? reply.getHeader('vary') : undefined;
  const current = String(existing ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!current.some((v) => v.toLowerCase() === value.toLowerCase())) current.push(value);
  return reply.header('vary', current.join(', '));
}
