import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';

/** Encodings the build writes beside each file (`vite.config.ts`), best first. */
export const PRECOMPRESSED = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;
export type Precompressed = (typeof PRECOMPRESSED)[number][0];

/**
 * The encodings an Accept-Encoding header takes (q > 0), of those the build writes, best first; `*` takes
 * both, `identity` alone none.
 */
export function acceptedEncodings(header: string | string[] | undefined): Precompressed[] {
  const taken = new Map<string, number>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    taken.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string): number => taken.get(name) ?? taken.get('*') ?? 0;
  return PRECOMPRESSED.map(([name]) => name).filter((name) => weight(name) > 0);
}

/** The precompressed sibling of a file to send for these encodings, if the build wrote one. */
export function precompressedFile(
  file: string,
  accepted: readonly Precompressed[],
): { file: string; encoding: Precompressed } | undefined {
  for (const [encoding, suffix] of PRECOMPRESSED) {
    if (accepted.includes(encoding) && existsSync(file + suffix)) return { file: file + suffix, encoding };
  }
  return undefined;
}

/** A year, the longest HTTP caches honour. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache-Control of a built file: the bundler names chunks and assets by their content's hash (under
 * `elements/chunks/` and `elements/assets/`), so they never change and are cached for a year; every
 * other file (pages, element entries, translations) keeps its name across builds and is revalidated.
 */
export function cacheControlOf(root: string, file: string): string {
  const path = relative(root, file).split(sep).join('/');
  return /^(chunks|assets)\//.test(path) ? IMMUTABLE : 'no-cache';
}
