// Finds a Chromium for the browser suites: CHROMIUM_PATH, then the system's, then Playwright's own.
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

function onPath(name) {
  try {
    return execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

async function playwrightOwn() {
  try {
    const { chromium } = await import('playwright');
    const candidate = chromium.executablePath();
    return candidate && fs.existsSync(candidate) ? candidate : null;
  } catch {
    return null;
  }
}

export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.`);
  }
  for (const name of SYSTEM_NAMES) {
    const found = onPath(name);
    if (found) return found;
  }
  return playwrightOwn();
}

export const CHROMIUM_MISSING =
  'No Chromium was found for the browser test suites. Install one with `apt-get install -y chromium` ' +
  '(Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary.';
