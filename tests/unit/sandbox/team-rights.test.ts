import { describe, expect, it } from 'vitest';
import { teamNavRights } from '../../../demo/server/auth/team-rights.js';

describe('sandbox: the navigation rights managing teams gives', () => {
  const keys = (rights: Parameters<typeof teamNavRights>[0]) => [...teamNavRights(rights).keys()];

  it('gives nothing to someone who manages no team', () => {
    expect(keys({ manages: false, delegation: false, availability: false })).toEqual([]);
  });

  it('shows every team manager their teams; delegation and availability only as the permissions allow', () => {
    expect(keys({ manages: true, delegation: false, availability: false })).toEqual(['teams']);
    expect(keys({ manages: true, delegation: true, availability: false })).toEqual([
      'teams',
      'delegation',
      'createDelegation',
    ]);
    expect(keys({ manages: true, delegation: false, availability: true })).toEqual(['teams', 'availability']);
    expect([...teamNavRights({ manages: true, delegation: true, availability: true }).values()]).toEqual([
      'true',
      'true',
      'true',
      'true',
    ]);
  });
});
