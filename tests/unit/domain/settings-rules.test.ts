import { describe, expect, it } from 'vitest';
import {
  brandingForm,
  brandingSettings,
  checkSection,
  customizationForm,
  helpdeskForm,
  validateBranding,
  validateCustomization,
  validateHelpdesk,
} from '../../../src/domain/client-settings-form';
import {
  validateEntitlementQuery,
  validateGeneral,
  validateIg,
  validateSodQuorum,
} from '../../../src/domain/configuration-rules';
import { englishMessage, errorOf, imageFileProblem, isSettingLink } from '../../../src/domain/settings-rules';

const codes = (errors: { field: string; code: string }[]) => errors.map((e) => `${e.field}:${e.code}`);
const png = (bytes: number) => `data:image/png;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;

describe('client settings rules', () => {
  const branding = brandingForm([]);

  it('needs an English title and takes web or console links only', () => {
    expect(codes(validateBranding({ ...branding, titleLink: 'javascript:alert(1)' }))).toEqual([
      'title.en:required',
      'titleLink:url',
    ]);
    expect(isSettingLink('#/tasks')).toBe(true);
    expect(isSettingLink('https://example.com/help')).toBe(true);
    expect(isSettingLink('ftp://example.com')).toBe(false);
  });

  it('takes a logo under 59 kb in a known image type', () => {
    const ok = { ...branding, title: { ...branding.title, en: 'Acme' } };
    expect(validateBranding({ ...ok, image: png(1000) })).toEqual([]);
    expect(codes(validateBranding({ ...ok, image: png(60 * 1024) }))).toEqual(['image:imageSize']);
    expect(codes(validateBranding({ ...ok, image: 'data:text/html;base64,AAAA' }))).toEqual(['image:imageType']);
    expect(imageFileProblem('logo.final.png', 10)).toBe('multipleExtensions');
    expect(imageFileProblem('logo.exe', 10)).toBe('imageType');
    expect(imageFileProblem('logo.svg', 59 * 1024)).toBe('imageSize');
    expect(imageFileProblem('logo.PNG', 2000)).toBeNull();
  });

  it('checks footer links row by row', () => {
    const form = {
      ...branding,
      title: { ...branding.title, en: 'Acme' },
      footerLinks: [{ locale: 'en' as const, label: '', link: 'not a link' }],
    };
    expect(codes(validateBranding(form))).toEqual(['footerLinks.0.label:required', 'footerLinks.0.link:url']);
  });

  it('reads title, link and logo back as the header reads them', () => {
    const form = { ...branding, title: { ...branding.title, en: 'Acme', de: 'Acme DE' }, titleLink: '#/tasks' };
    const back = brandingForm(brandingSettings(form));
    expect(back.title.en).toBe('Acme');
    expect(back.title.de).toBe('Acme DE');
    expect(back.titleLink).toBe('#/tasks');
  });

  it('checks help desk name, e-mail and numbers', () => {
    const form = {
      ...helpdeskForm([]),
      showInMenu: true,
      email: 'not-mail',
      numbers: ['+1 555 0100', 'abc', '+1 555 0100'],
    };
    expect(codes(validateHelpdesk(form))).toEqual([
      'name:required',
      'email:email',
      'numbers.1:phone',
      'numbers.2:duplicate',
    ]);
  });

  it('keeps the banner duration from 1 to 300 seconds', () => {
    const form = { ...customizationForm([]), searchLookup: [{ displayLabel: 'Last Name', key: 'LastName' }] };
    expect(validateCustomization({ ...form, messageTimeSeconds: '3' })).toEqual([]);
    expect(codes(validateCustomization({ ...form, messageTimeSeconds: '0' }))).toEqual(['messageTimeSeconds:range']);
    expect(codes(validateCustomization({ ...form, messageTimeSeconds: '2.5' }))).toEqual([
      'messageTimeSeconds:integer',
    ]);
    expect(codes(validateCustomization({ ...form, searchLookup: [] }))).toEqual(['searchLookup:required']);
  });

  it('reads a posted messageTime in milliseconds as the server stores it', () => {
    const ok = checkSection('customization', [
      { key: 'messageTime', sectionKey: 'customization', value: 3000 },
      { key: 'searchLookup', sectionKey: 'customization', value: [{ displayLabel: 'Email', key: 'Email' }] },
    ]);
    expect(ok.errors).toEqual([]);
    expect(ok.settings.find((s) => s.key === 'messageTime')?.value).toBe(3000);
    const bad = checkSection('customization', [{ key: 'messageTime', sectionKey: 'customization', value: 1500 }]);
    expect(bad.errors.map((e) => e.field)).toContain('messageTimeSeconds');
  });

  it('names the field in the server message and finds a row error by its list', () => {
    const errors = [{ field: 'numbers.1', code: 'phone' as const }];
    expect(errorOf(errors, 'numbers')?.field).toBe('numbers.1');
    expect(englishMessage({ field: 'defaultRowsPerPage', code: 'range', params: { min: 1, max: 300 } })).toBe(
      'defaultRowsPerPage: Enter a whole number from 1 to 300',
    );
  });
});

describe('configuration rules', () => {
  const general = { defaultRowsPerPage: '10', optionsRowsPerPage: '5,10,25,50', newRequestDefaultSortByOption: 'name' };

  it('keeps the default page size among the options', () => {
    expect(validateGeneral(general)).toEqual([]);
    expect(codes(validateGeneral({ ...general, defaultRowsPerPage: '20' }))).toEqual([
      'defaultRowsPerPage:notInOptions',
    ]);
    expect(codes(validateGeneral({ ...general, optionsRowsPerPage: '5,x' }))).toContain('optionsRowsPerPage:range');
    expect(codes(validateGeneral({ ...general, optionsRowsPerPage: '5,5,10' }))).toContain(
      'optionsRowsPerPage.1:duplicate',
    );
    expect(codes(validateGeneral({ ...general, newRequestDefaultSortByOption: 'x' }))).toEqual([
      'newRequestDefaultSortByOption:oneOf',
    ]);
  });

  it('checks entitlement query numbers and attribute names', () => {
    const form = {
      queryTimeout: '60',
      queryRefreshRate: '0',
      concatDisplayElements: false,
      queryDisplayElements: 'cn, 1bad',
    };
    expect(codes(validateEntitlementQuery(form))).toEqual([
      'queryRefreshRate:range',
      'queryDisplayElements:identifier',
    ]);
  });

  it('takes an empty SoD quorum or a percentage', () => {
    expect(validateSodQuorum({ sodQuorum: '' })).toEqual([]);
    expect(validateSodQuorum({ sodQuorum: '50%' })).toEqual([]);
    expect(codes(validateSodQuorum({ sodQuorum: '150' }))).toEqual(['sodQuorum:range']);
  });

  it('needs an IG address and user once the integration is on; the password stays optional', () => {
    const ig = { host: '', adminUserName: '', adminPassword: '', showIgApprovals: false, showIgRequestCatalog: false };
    expect(validateIg(ig)).toEqual([]);
    expect(codes(validateIg({ ...ig, showIgApprovals: true }))).toEqual(['host:required', 'adminUserName:required']);
    expect(codes(validateIg({ ...ig, host: 'ig.example.com' }))).toEqual(['host:url']);
  });
});
