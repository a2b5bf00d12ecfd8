// `npm run build`: the elements (every custom element, the loader, the demo pages) and then the standalone console
// page (`--mode console-page`: its own entry and chunks under idmdash/, scripts/console-page-layout.ts), into one
// folder (dist, or IDM_OUT_DIR). Extra arguments (`--logLevel warn`) go to both builds.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
for (const mode of [[], ['--mode', 'console-page']]) {
  const build = spawnSync(process.execPath, [vite, 'build', ...mode, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
