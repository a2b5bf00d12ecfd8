import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { integrity, sriOfEntries } from '../../../scripts/elements-manifest/sri';

describe('subresource integrity of the element entries', () => {
  it('hashes each entry under elements/ with SHA-384, leaving chunks and pages out', () => {
    const code = 'export {};';
    const expected = `sha384-${createHash('sha384').update(code).digest('base64')}`;
    expect(integrity(code)).toBe(expected);
    expect(
      sriOfEntries([
        { fileName: 'elements/idm-loader.js', code },
        { fileName: 'elements/chunks/base-abc.js', code },
        { fileName: 'elements/chunks/page-portal-abc.js', code },
        { fileName: 'elements/idm-task-list.js', code: 'other' },
      ]),
    ).toEqual({ 'idm-loader.js': expected, 'idm-task-list.js': integrity('other') });
  });
});
