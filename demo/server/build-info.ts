import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface BuildInfo {
  version: string;
  /** When this sandbox started (it stands in for the build), epoch ms. */
  date: number;
  revision: { number: string; date: number };
}

function git(args: string[]): string | undefined {
  try {
    return (
      execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 2000 }).trim() ||
      undefined
    );
  } catch {
    return undefined;
  }
}

/** version from package.json, revision from git when the sandbox runs in a clone, else "dev". */
export function readBuildInfo(startedAt: number): BuildInfo {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
  const commitSeconds = Number(git(['log', '-1', '--format=%ct']));
  return {
    version: pkg.version ?? '0.0.0',
    date: startedAt,
    revision: {
      number: git(['rev-parse', '--short', 'HEAD']) ?? 'dev',
      date: Number.isFinite(commitSeconds) && commitSeconds > 0 ? commitSeconds * 1000 : startedAt,
    },
  };
}
