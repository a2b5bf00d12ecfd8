import { describe, expect, it } from 'vitest';
import { readPerson } from '../../../../src/api/people';
import {
  attributeChanges,
  canEditProfile,
  editableAttributes,
  missingRequired,
  updateErrorMessage,
} from '../../../../src/areas/profile/attributes';
import { assignmentStatus } from '../../../../src/areas/profile/assignment-status';
import { sortBySeverity, syncSummary } from '../../../../src/areas/profile/password-sync';
import { profileHref, profileSection } from '../../../../src/areas/profile/sections';
import { HttpError, NetworkError } from '../../../../src/core/errors';
import { person } from './harness';

describe('profile sections', () => {
  it('read the short and the spec names, and build the links', () => {
    expect(
      [
        '',
        undefined,
        'details',
        'roles',
        'profileRoles',
        'profileResources',
        'profileGroups',
        'profilePasswordSyncStatus',
        'passwordSync',
        'nope',
      ].map(profileSection),
    ).toEqual([
      'details',
      'details',
      'details',
      'roles',
      'roles',
      'resources',
      'groups',
      'passwordSync',
      'passwordSync',
      null,
    ]);
    expect(profileHref()).toBe('#/myProfile');
    expect(profileHref('passwordSync')).toBe('#/myProfile/passwordSync');
  });
});

describe('profile attribute rules', () => {
  const me = readPerson(person());

  it('edit only editable attributes, never cn', () => {
    expect(editableAttributes(me).map((a) => a.key)).toEqual(['Title', 'Email']);
    expect(canEditProfile(me)).toBe(true);
  });

  it('send only changed editable values, whatever else the draft holds', () => {
    const draft = {
      Title: ['Lead'],
      Email: ['eddie@example.com'],
      CN: ['hacker'],
      FirstName: ['Ed'],
      Department: ['Sales'],
    };
    expect(attributeChanges(me, draft)).toEqual([{ key: 'Title', values: ['Lead'], action: 'update' }]);
    expect(attributeChanges(me, { Title: [' Engineer '] })).toEqual([]);
  });

  it('report required attributes left empty', () => {
    const strict = readPerson(
      person({
        primaryAttributes: [
          {
            key: 'Title',
            displayLabel: 'Title',
            dataType: 'String',
            isEditable: true,
            isRequired: true,
            attributeValues: [{ $: 'x' }],
          },
        ],
      }),
    );
    expect(missingRequired(strict, { Title: ['  '] })).toEqual(['Title']);
    expect(missingRequired(strict, { Title: ['y'] })).toEqual([]);
  });

  it('word failures as the spec says', () => {
    expect(updateErrorMessage(new NetworkError('u'))).toBe('Network Error');
    expect(
      updateErrorMessage(
        new HttpError(400, 'Bad Request', { Fault: { Code: { Value: 'Sender' }, Reason: { Text: 'Bad title' } } }),
      ),
    ).toBe('Bad title');
    expect(updateErrorMessage(new HttpError(503, 'Service Unavailable', '<html/>'))).toBe('Service Unavailable');
    expect(updateErrorMessage(new HttpError(500, '', null))).toBe('500');
  });
});

describe('assignment status', () => {
  it('reads state codes from the role and resource tables and keeps worded ones', () => {
    expect(assignmentStatus('role', '50')).toEqual({ text: 'Provisioned', icon: 'completed' });
    expect(assignmentStatus('resource', '80')).toEqual({ text: 'Provisioning Error', icon: 'error' });
    expect(assignmentStatus('role', 'Revoke pending')).toEqual({ text: 'Revoke pending', icon: 'pending' });
  });
});

describe('password sync order', () => {
  it('puts the most severe first and counts each state', () => {
    const s = (status: string, kind: 'error' | 'warning' | 'retry' | 'fatal' | 'success', driverName: string) => ({
      status,
      kind,
      driverName,
      message: '',
      driverImage: null,
    });
    const list = [
      s('0004', 'success', 'A'),
      s('0002', 'retry', 'B'),
      s('0003', 'fatal', 'C'),
      s('0000', 'error', 'D'),
      s('0004', 'success', 'E'),
    ];
    expect(sortBySeverity(list).map((x) => x.driverName)).toEqual(['C', 'D', 'B', 'A', 'E']);
    expect(syncSummary(list)).toEqual([
      { kind: 'fatal', count: 1 },
      { kind: 'error', count: 1 },
      { kind: 'retry', count: 1 },
      { kind: 'success', count: 2 },
    ]);
  });
});
