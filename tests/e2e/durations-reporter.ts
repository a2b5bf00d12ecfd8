// Records how long each spec file took (seconds), so `npm test` can split the e2e shards by time
// (scripts/e2e-shards.mjs). Written to test-results/e2e-durations-<port>.json at the end of a run.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class DurationsReporter implements Reporter {
  private readonly seconds = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.basename(test.location.file);
    this.seconds.set(file, (this.seconds.get(file) ?? 0) + result.duration / 1000);
  }

  onEnd(): void {
    const root = path.resolve(import.meta.dirname, '../..');
    const out = path.join(root, 'test-results', `e2e-durations-${process.env.E2E_PORT ?? 8190}.json`);
    mkdirSync(path.dirname(out), { recursive: true });
    const rounded = Object.fromEntries([...this.seconds].map(([file, s]) => [file, Math.round(s)]));
    writeFileSync(out, `${JSON.stringify(rounded, null, 2)}\n`);
  }
}
