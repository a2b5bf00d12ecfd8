import { describe, expect, it } from 'vitest';
import { fetchGroup } from '../../../src/api/group-admin/groups';
import { updateGroup } from '../../../src/api/group-admin/mutations';
import { currentVersionOf, ifMatch, isVersionConflict, readVersioned } from '../../../src/api/versions';
import { HttpError } from '../../../src/core';
import { json } from '../core/fakes';
import { apiCore } from './setup';

const DN = 'cn=Auditors,ou=groups,o=data';
const tagged = (body: unknown, etag: string, status = 200) => {
  const response = json(body, status);
  response.headers.set('ETag', etag);
  return response;
};
const GROUP = { dn: DN, name: 'Auditors', description: 'Read the books' };
const CONFLICT = {
  Fault: {
    Code: { Value: 'Sender', Subcode: { Value: 'PRECONDITION_FAILED' } },
    Reason: { Text: 'This object was changed since you read it.' },
    Detail: { currentVersion: '"v2"' },
  },
};

describe('api versions: read an object with its version, write it back with If-Match', () => {
  it("readVersioned answers the read's value and the ETag of its answer", async () => {
    const { core } = await apiCore({ 'access/groups': () => tagged(GROUP, '"v1"') });
    const { value, version } = await readVersioned(core, (c) => fetchGroup(c, DN));
    expect(value.dn).toBe(DN);
    expect(version).toBe('"v1"');
  });

  it('answers no version when the server sends no ETag (a real server): writes then go unguarded', async () => {
    const { core, server } = await apiCore({ 'access/groups': () => json(GROUP) });
    const { value, version } = await readVersioned(core, (c) => fetchGroup(c, DN));
    expect(version).toBeNull();
    await updateGroup(ifMatch(core, version), value);
    expect(server.calls.at(-1)?.method).toBe('PUT');
    expect(server.calls.at(-1)?.headers['If-Match']).toBeUndefined();
  });

  it('ifMatch sends the version on the write only, and a stale one fails as a typed 412 with the current version', async () => {
    let current = '"v1"';
    const { core, server } = await apiCore({
      'access/groups': (call) => {
        if (call.method === 'POST') return tagged(GROUP, current);
        if (call.headers['If-Match'] !== current) return tagged(CONFLICT, current, 412);
        current = '"v2"';
        return tagged(GROUP, current);
      },
    });
    const read = await readVersioned(core, (c) => fetchGroup(c, DN));
    const input = read.value;
    await updateGroup(ifMatch(core, read.version), input);
    const write = server.calls.filter((call) => call.method === 'PUT')[0];
    expect(write?.headers['If-Match']).toBe('"v1"');
    expect(server.calls.filter((call) => call.method === 'POST').every((call) => !call.headers['If-Match'])).toBe(true);

    const stale = await updateGroup(ifMatch(core, read.version), input).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(HttpError);
    expect(isVersionConflict(stale)).toBe(true);
    expect(currentVersionOf(stale)).toBe('"v2"');
    expect(isVersionConflict(new Error('x'))).toBe(false);
    expect(currentVersionOf(new HttpError(400, 'Bad Request', CONFLICT))).toBeNull();
  });

  it('leaves the core it wraps as it was: its context and its other parts stay live', async () => {
    const { core } = await apiCore({});
    const guarded = ifMatch(core, '"v1"');
    expect(guarded.context).toBe(core.context);
    expect(guarded.queryClient).toBe(core.queryClient);
    expect(guarded.http.rest('access/groups')).toBe(core.http.rest('access/groups'));
    expect(ifMatch(core, null)).toBe(core);
  });
});
