import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers below this many bytes go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses the answers of the scope it is registered in (the REST API) above the threshold, in brotli
 * (quality 4: fast enough for a dynamic answer) or gzip, by the request's Accept-Encoding, with
 * `Vary: Accept-Encoding`. Request bodies are never inflated: the API takes plain JSON only.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
