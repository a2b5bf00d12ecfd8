import { describe, expect, it } from 'vitest';
import { peopleKeys } from '../../../../src/api/people/keys';
import { peopleRootKey } from '../../../../src/api/people/root-key';

describe('peopleRootKey', () => {
  it('is the prefix of every people key, so invalidating it refreshes every people answer', () => {
    expect(peopleRootKey).toEqual(peopleKeys.all);
    expect(peopleKeys.details('cn=a').slice(0, peopleRootKey.length)).toEqual([...peopleRootKey]);
  });
});
