import { describe, expect, it } from 'vitest';
import {
  ITEM_TYPES_OF,
  normalizeRights,
  objectTypeOfKind,
  requestableKinds,
  teamWideRights,
} from '../../../src/domain/team-admin';
import { teamFormProblems } from '../../../src/domain/team-form';

describe('team administration rules', () => {
  it('each team type names the kinds its managers may request', () => {
    expect(requestableKinds('A')).toEqual(['ROLE', 'RESOURCE', 'PRD']);
    expect(requestableKinds('P')).toEqual(['PRD']);
    expect(requestableKinds('R')).toEqual(['ROLE']);
    expect(requestableKinds('S')).toEqual(['RESOURCE']);
    expect(requestableKinds('C')).toEqual([]);
    expect(ITEM_TYPES_OF.R).toContain('role-container');
    expect(ITEM_TYPES_OF.S).toContain('resource-container');
  });

  it('compliance teams give no request right; acting on tasks includes seeing them', () => {
    expect(teamWideRights('C')).not.toContain('request');
    expect(teamWideRights('A')).toContain('request');
    expect(normalizeRights(['actOnTasks', 'availability'])).toEqual(['viewTasks', 'actOnTasks', 'availability']);
  });

  it('picked permission-index items map to permission objects', () => {
    expect(objectTypeOfKind('ROLE')).toBe('role');
    expect(objectTypeOfKind('resource')).toBe('resource');
    expect(objectTypeOfKind('PRD')).toBe('prd');
    expect(objectTypeOfKind('SOD')).toBeNull();
  });

  it('a team needs a name without forbidden characters and a manager', () => {
    expect(teamFormProblems({ name: '', description: '', managers: [] })).toEqual({
      name: expect.objectContaining({ message: 'Required' }),
      description: null,
      managers: 'managers',
    });
    expect(teamFormProblems({ name: 'A;B', description: 'x~', managers: [1] }).name).not.toBeNull();
    expect(teamFormProblems({ name: 'Mentors', description: 'ok', managers: [1] })).toEqual({
      name: null,
      description: null,
      managers: null,
    });
  });
});
