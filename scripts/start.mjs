// `npm start`: builds the console and elements when the build is missing or older than the sources,
// then starts the sandbox (which prints the console's URL and the demo accounts).
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const manifest = path.join(root, 'dist/.vite/manifest.json');
const sourceDirs = ['src', 'elements', 'demo/pages'].map((d) => path.join(root, d));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const builtAt = fs.existsSync(manifest) ? fs.statSync(manifest).mtimeMs : 0;
const changedAt = Math.max(
  ...sourceDirs.filter((d) => fs.existsSync(d)).map(newestMtime),
  fs.statSync(path.join(root, 'vite.config.ts')).mtimeMs,
);
if (changedAt > builtAt) {
  console.log(builtAt ? 'Sources changed since the last build: building…' : 'Building the console and elements…');
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn('npx', ['tsx', 'demo/server/main.ts', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
