import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRandom, type Random } from '../db/seed/prng.js';
import type { FaultInjection } from '../options.js';
import { sendFault } from './fault.js';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a dropped connection sends before it goes: the start of an answer that promises more than
 * comes. A connection closed before any byte is not enough — a browser silently sends the request
 * again when a kept-alive connection closes before the answer starts (to cover the server's idle
 * close), so the page would never see the drop. Once the headers are in, it cannot resend: the
 * fetch fails while the body is read, as when a real connection breaks mid-answer.
 */
const CUT_ANSWER =
  'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 4096\r\nCache-Control: no-store\r\n\r\n{"';

/** The connection goes in the middle of an answer: the client sees a network failure, never data. */
export function dropConnection(request: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  const socket = request.raw.socket;
  socket.write(CUT_ANSWER, () => socket.destroy());
}

/**
 * onRequest hook for IDM_FAULTS: delays, application-error Faults (500; 489 on newer servers) and dropped
 * connections on REST calls. The rolls
 * come from a generator seeded with the faults' seed (else the sandbox's), started again whenever the
 * faults are replaced, so one sequence of calls meets the same faults.
 */
export function faultInjection(
  faults: () => FaultInjection | undefined,
  sandboxSeed: number,
  applicationErrorStatus: 500 | 489 = 500,
) {
  let rolling: { for: FaultInjection; random: Random } | null = null;
  const randomFor = (current: FaultInjection): Random => {
    if (rolling?.for !== current)
      rolling = { for: current, random: createRandom((current.seed ?? sandboxSeed) ^ 0x5eed) };
    return rolling.random;
  };
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const current = faults();
    if (!current) return;
    const random = randomFor(current);
    if (current.latencyMs > 0) await sleep(current.latencyMs);
    const roll = random.next();
    if (roll < current.dropRate) {
      dropConnection(request, reply);
      return;
    }
    if (roll < current.dropRate + current.errorRate) {
      await sendFault(
        reply,
        applicationErrorStatus,
        'INTERNAL_EXCEPTION',
        'An internal error occurred (injected fault).',
      );
    }
  };
}
