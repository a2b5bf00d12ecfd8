import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRandom } from '../db/seed/prng.js';
import type { FaultInjection } from '../options.js';
import { sendFault } from './fault.js';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** onRequest hook for IDM_FAULTS: delays, 500 Faults and dropped connections on REST calls. */
export function faultInjection(faults: FaultInjection, seed: number) {
  const random = createRandom(seed ^ 0x5eed);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (faults.latencyMs > 0) await sleep(faults.latencyMs);
    const roll = random.next();
    if (roll < faults.dropRate) {
      request.raw.socket.destroy();
      return reply.hijack();
    }
    if (roll < faults.dropRate + faults.errorRate) {
      await sendFault(reply, 500, 'INTERNAL_EXCEPTION', 'An internal error occurred (injected fault).');
    }
  };
}
