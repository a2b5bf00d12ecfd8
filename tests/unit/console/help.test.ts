import { describe, expect, it } from 'vitest';
import { HELP_WINDOW_FEATURES, helpPageFor, helpUrl } from '../../../src/console/help/help-page';
import { isHelpHidden } from '../../../src/console/help/help-flag';
import { parseClientSettings } from '../../../src/domain/settings';

describe('help page mapping', () => {
  it('is keyed by the first route segment', () => {
    expect(helpPageFor(['role', 'create'])).toBe('role');
    expect(helpPageFor(['tasks'])).toBe('tasks');
    expect(helpPageFor(['users', 'cn=ann,o=data'])).toBe('users');
  });

  it('the empty route is the default page', () => {
    expect(helpPageFor([])).toBe('default');
  });

  it.each([
    [['dashboard'], 'dashboard_intro'],
    [['emailapproval'], 'email-approvals'],
    [['entities', 'x'], 'manage-entities'],
    [['editlanding'], 'landing-edit'],
    [['proxyassignments'], 'proxy-assign'],
    [['createUser'], 'users'],
    [['igConfiguration'], 'igconfiguration'],
  ])('maps %j to %s', (segments, page) => {
    expect(helpPageFor(segments)).toBe(page);
  });

  it('configuration uses its second segment, renamed when the spec says so', () => {
    expect(helpPageFor(['configuration', 'logging'])).toBe('logging');
    expect(helpPageFor(['configuration', 'igConfiguration'])).toBe('igconfiguration');
    expect(helpPageFor(['configuration'])).toBe('configuration');
  });

  it('the help URL is <consoleBase>help/<locale>/<page>.html', () => {
    expect(helpUrl('https://idm.example.com/idmdash/', 'de', 'dashboard_intro')).toBe(
      'https://idm.example.com/idmdash/help/de/dashboard_intro.html',
    );
    expect(helpUrl('https://idm.example.com/idmdash/', 'zh_CN', 'a b')).toBe(
      'https://idm.example.com/idmdash/help/zh_CN/a%20b.html',
    );
  });

  it('opens 900 by 600 without an opener', () => {
    expect(HELP_WINDOW_FEATURES).toBe('width=900,height=600,noopener');
  });

  it('the help button hides when client setting customization.hideHelp is true', () => {
    const settings = (value: unknown) =>
      parseClientSettings({ config: { customization: [{ key: 'hideHelp', sectionKey: 'customization', value }] } });
    expect(isHelpHidden(settings(true))).toBe(true);
    expect(isHelpHidden(settings('true'))).toBe(true);
    expect(isHelpHidden(settings(false))).toBe(false);
    expect(isHelpHidden(null)).toBe(false);
  });
});
