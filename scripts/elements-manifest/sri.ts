// Subresource Integrity of what a host page names in a script tag: the loader and every element entry.
import { createHash } from 'node:crypto';

/** `sha384-…` of a file's bytes, as a script tag's `integrity` wants it. */
export function integrity(content: string | Uint8Array): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/** `{ "idm-loader.js": "sha384-…", "idm-task-list.js": … }` from the build's entry files under `elements/`. */
export function sriOfEntries(files: readonly { fileName: string; code: string }[]): Record<string, string> {
  const entries = files
    .filter((file) => /^elements\/[^/]+\.js$/.test(file.fileName))
    .map((file) => [file.fileName.slice('elements/'.length), integrity(file.code)] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(entries);
}
