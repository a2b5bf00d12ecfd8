import { describe, expect, it } from 'vitest';
import { parseContextConfig } from '../../../src/domain/context';
import { faultReason, isFault, makeFault } from '../../../src/domain/fault';
import { parseStructuredFeedback, feedbackKindForStatus } from '../../../src/domain/feedback';
import { textDirection } from '../../../src/domain/locale';
import { isPageAllowed, parseNavigationRights, splitProfileMenu, parseMenuItems } from '../../../src/domain/navigation';
import {
  findSetting,
  parseClientSettings,
  parseGeneralSettings,
  settingLink,
  settingText,
} from '../../../src/domain/settings';

describe('fault', () => {
  it('builds, recognises and reads faults', () => {
    const fault = makeFault('INV_INPUT', 'Bad input');
    expect(fault).toEqual({
      Fault: { Code: { Value: 'Sender', Subcode: { Value: 'INV_INPUT' } }, Reason: { Text: 'Bad input' } },
    });
    expect(makeFault('INTERNAL_EXCEPTION', 'x', 'Receiver').Fault.Code.Value).toBe('Receiver');
    expect(isFault(fault)).toBe(true);
    expect(isFault({ error: 'invalid_grant' })).toBe(false);
    expect(faultReason(fault)).toBe('Bad input');
    expect(faultReason({ Fault: { Code: { Value: 'Sender' } } })).toBeUndefined();
  });
});

describe('context config', () => {
  const servlet = {
    context: 'IDMProv',
    Authorize: 'https://x/osp/a/idm/auth/oauth2/grant',
    Logout: 'https://x/osp/a/idm/auth/app/logout',
    RRAClientID: 'idmdash',
    RRARedirectUrl: 'https://x/idmdash/oauth.html',
    ProvisionRoot: 'cn=system,o=data',
    SSPRRedirectUrl: 'https://x/sspr',
    sessionTimeOut: '1800',
    extendSession: 'https://x/activity',
    applicationDomain: 'https://x',
    searchWithRequesterCN: 'true',
  };

  it("maps the servlet's keys to camelCase", () => {
    expect(parseContextConfig(servlet)).toEqual({
      context: 'IDMProv',
      authorize: servlet.Authorize,
      logout: servlet.Logout,
      rraClientId: 'idmdash',
      rraRedirectUrl: servlet.RRARedirectUrl,
      provisionRoot: 'cn=system,o=data',
      ssprRedirectUrl: 'https://x/sspr',
      sessionTimeOut: 1800,
      extendSession: 'https://x/activity',
      applicationDomain: 'https://x',
      searchWithRequesterCN: true,
    });
  });

  it('rejects malformed input clearly', () => {
    expect(() => parseContextConfig(null)).toThrow('must be a JSON object');
    expect(() => parseContextConfig({ ...servlet, RRAClientID: '' })).toThrow('"RRAClientID"');
    expect(() => parseContextConfig({ ...servlet, sessionTimeOut: 'soon' })).toThrow('"sessionTimeOut"');
    expect(() => parseContextConfig({ ...servlet, context: '../evil' })).toThrow('"context"');
  });

  it('defaults the context to IDMProv', () => {
    const { context: _omitted, ...rest } = servlet;
    expect(parseContextConfig(rest).context).toBe('IDMProv');
  });
});

describe('locale direction', () => {
  it.each(['ar', 'he', 'iw', 'fa_IR', 'ur-PK', 'yi', 'khw'])('%s is right to left', (locale) => {
    expect(textDirection(locale)).toBe('rtl');
  });
  it.each(['en', 'de', 'zh_CN', 'fr-CA'])('%s is left to right', (locale) => {
    expect(textDirection(locale)).toBe('ltr');
  });
});

describe('navigation', () => {
  it("allows a page unless its right is present and not 'true'", () => {
    const rights = parseNavigationRights({
      navPageRights: [
        { key: 'roles', value: 'false' },
        { key: 'users', value: 'true' },
      ],
    });
    expect(isPageAllowed(rights, 'roles')).toBe(false);
    expect(isPageAllowed(rights, 'users')).toBe(true);
    expect(isPageAllowed(rights, 'unknown')).toBe(true);
    expect(parseNavigationRights(undefined)).toEqual({
      navPageRights: [],
      areaDefault: '',
      areaDefaultDisplayName: '',
    });
  });

  it('tolerates missing fields and sorts menu items by order, unordered last', () => {
    const items = parseMenuItems([
      { mapName: 'b', menuOrder: '2' },
      { mapName: 'x' },
      { mapName: 'a', menuOrder: 1 },
      'junk',
    ]);
    expect(splitProfileMenu(items).items.map((i) => i.mapName)).toEqual(['a', 'b', 'x']);
    expect(splitProfileMenu(items).profileMenu).toBeNull();
  });
});

describe('settings', () => {
  it('parses general settings with fallbacks', () => {
    expect(parseGeneralSettings({})).toEqual({
      defaultRowsPerPage: 10,
      optionsRowsPerPage: [5, 10, 25, 50],
      newRequestDefaultSortByOption: '',
    });
    expect(parseGeneralSettings({ defaultRowsPerPage: '25', optionsRowsPerPage: '10, 25' }).optionsRowsPerPage).toEqual(
      [10, 25],
    );
  });

  it('reads client settings per locale and their links', () => {
    const settings = parseClientSettings({
      clientId: 1,
      config: {
        branding: [
          {
            key: 'title',
            sectionKey: 'branding',
            value: [
              { locale: 'en', value: 'Acme' },
              { locale: 'de', value: 'Acme DE', link: 'https://de' },
            ],
          },
          { key: 'enableFooter', sectionKey: 'branding', value: true },
        ],
        helpdesk: [{ key: 'contactNumber', sectionKey: 'helpdesk', value: [{ $: '555-1' }, { $: '555-2' }] }],
      },
    });
    expect(settings.clientId).toBe('1');
    expect(settings.config.access).toEqual([]);
    const title = findSetting(settings, 'branding', 'title');
    expect(settingText(title?.value, 'de_DE')).toBe('Acme DE');
    expect(settingText(title?.value, 'fr')).toBe('Acme');
    expect(settingLink(title, 'de')).toBe('https://de');
    expect(settingText(findSetting(settings, 'helpdesk', 'contactNumber')?.value)).toBe('555-1, 555-2');
  });
});

describe('feedback', () => {
  it("normalises structured answers: single items wrapped, 'true' is true, DNs shown by common name", () => {
    expect(
      parseStructuredFeedback({
        success: 'true',
        succeeded: { name: 'cn=Admins,ou=groups,o=data' },
        failed: [{ id: 'r1', reason: 'x' }],
      }),
    ).toEqual({ success: true, succeeded: [{ name: 'Admins' }], failed: [{ id: 'r1', reason: 'x' }], sods: [] });
  });

  it('maps a status to the banner kind', () => {
    expect(feedbackKindForStatus(200)).toBe('success');
    expect(feedbackKindForStatus('warning')).toBe('warning');
    expect(feedbackKindForStatus(500)).toBe('danger');
  });
});
