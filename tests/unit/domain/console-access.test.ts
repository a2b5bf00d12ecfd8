import { describe, expect, it } from 'vitest';
import { consoleAccessOf, isRestricted, mayUseConsole, type ConsoleUser } from '../../../src/domain/console-access';
import { accessSettings } from '../../../src/domain/client-settings-form';

const user = (over: Partial<ConsoleUser> = {}): ConsoleUser => ({
  isAdministrator: false,
  groups: [],
  teamRoles: [],
  ...over,
});
const HELP_DESK = 'cn=HelpDesk,ou=groups,o=data';

describe('who may use the console (client settings, access)', () => {
  it('lets everyone in while the lists are empty', () => {
    const access = { groups: [], teamRoles: [] };
    expect(isRestricted(access)).toBe(false);
    expect(mayUseConsole(user(), access)).toBe(true);
  });

  it('lets in members of a listed group, whatever the case of the DN', () => {
    const access = { groups: [HELP_DESK], teamRoles: [] };
    expect(mayUseConsole(user({ groups: [HELP_DESK.toUpperCase()] }), access)).toBe(true);
    expect(mayUseConsole(user({ groups: ['cn=Other,ou=groups,o=data'] }), access)).toBe(false);
  });

  it('lets in holders of a listed team role', () => {
    const access = { groups: [HELP_DESK], teamRoles: ['teamManager'] };
    expect(mayUseConsole(user({ teamRoles: ['teamManager'] }), access)).toBe(true);
    expect(mayUseConsole(user({ teamRoles: ['teamMember'] }), access)).toBe(false);
  });

  it('always lets administrators in, so nobody locks themselves out', () => {
    expect(mayUseConsole(user({ isAdministrator: true }), { groups: [HELP_DESK], teamRoles: [] })).toBe(true);
  });

  it('reads the lists from the saved access section, dropping blank lines', () => {
    const settings = accessSettings({
      filters: { role: true, resource: true, prd: true },
      groups: [HELP_DESK, ' '],
      teamRoles: ['teamMember'],
    });
    expect(consoleAccessOf(settings)).toEqual({ groups: [HELP_DESK], teamRoles: ['teamMember'] });
  });
});
