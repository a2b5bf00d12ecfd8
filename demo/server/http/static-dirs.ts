import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Where the built console lives: `<static>/idmdash/`, or `<static>/console/` (the name docs/protocol.md
 * uses), whichever exists; `idmdash` when neither does yet.
 */
export function consoleDir(staticDir: string): string {
  const root = resolve(staticDir);
  const candidates = [join(root, 'idmdash'), join(root, 'console')];
  return candidates.find((dir) => existsSync(join(dir, 'index.html'))) ?? (candidates[0] as string);
}
