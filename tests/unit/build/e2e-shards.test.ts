import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script of the test runner, without typings
import { fileFilters, splitSpecs } from '../../../scripts/e2e-shards.mjs';

interface Shard {
  files: string[];
  seconds: number;
}

const specs = readdirSync(path.resolve(import.meta.dirname, '../../e2e')).filter((f) => f.endsWith('.spec.ts'));

describe('the e2e shards of npm test', () => {
  it('run every spec file exactly once', () => {
    const shards = splitSpecs(2) as Shard[];
    expect(shards.flatMap((s) => s.files).sort()).toEqual([...specs].sort());
  });

  it('end within the longest file of each other', () => {
    const durations = Object.fromEntries(specs.map((f, i) => [f, 10 + ((i * 37) % 90)]));
    const [a, b] = splitSpecs(2, durations) as Shard[];
    expect(Math.abs((a?.seconds ?? 0) - (b?.seconds ?? 0))).toBeLessThanOrEqual(Math.max(...Object.values(durations)));
  });

  it('give a spec with no recorded time the average time', () => {
    const [only] = splitSpecs(1, { [specs[0] ?? '']: 100, [specs[1] ?? '']: 50 }) as Shard[];
    expect(only?.seconds).toBe(150 + 75 * (specs.length - 2));
  });

  it('select a file by its name only', () => {
    const [filter] = fileFilters(['sign-in.spec.ts']) as string[];
    const re = new RegExp(filter ?? '');
    expect(re.test('/repo/tests/e2e/sign-in.spec.ts')).toBe(true);
    expect(re.test('/repo/tests/e2e/other-sign-in.spec.ts')).toBe(false);
  });
});
