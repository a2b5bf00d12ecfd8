import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../../scripts/find-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 8190);
const db = path.join(os.tmpdir(), `idm-e2e-${port}.db`);
/** The demo pages on a second origin (cross-origin.spec.ts); the same formula is in that spec. */
const demoPort = Number(process.env.E2E_DEMO_PORT ?? port + 1000);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Waits, not speed targets (speed is npm run bench's): a 2-core CI machine running two shards, each with its
  // browser and sandbox, paints React pages and runs axe scans slower than a developer's machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./durations-reporter.ts']],
  // One folder per port: runs side by side (IDM_STATIC_DIR + E2E_PORT) do not clean each other's traces.
  outputDir: `../../test-results/e2e${process.env.E2E_PORT ? `-${port}` : ''}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs every test about a quarter more CPU; on CI a failing test is traced on its retry.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `npx tsx demo/server/main.ts --port ${port} --db ${db} --reset --users 200 --demo-port ${demoPort}`,
    // The shell tests flag passwords and change rights through the sandbox's test hooks.
    env: { IDM_TEST_HOOKS: '1' },
    cwd: path.resolve(import.meta.dirname, '../..'),
    url: `http://127.0.0.1:${port}/idmdash/LoadContextConfigServlet`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
