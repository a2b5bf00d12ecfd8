import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_TOPICS, resolveHelpLocale, resolveHelpPage } from '../../../demo/server/help/pages.js';
import { TRANSLATED_PAGES } from '../../../demo/server/help/translations.js';
import { HOST, startSandbox, type TestSandbox } from './helpers.js';

/** The page names the console asks for (spec section 2's sections through its help mapping). */
const SPEC_PAGES = [
  'default',
  'dashboard_intro',
  'igconfiguration',
  'email-approvals',
  'manage-entities',
  'landing-edit',
  'proxy-assign',
  'users',
  'role',
  'resource',
  'delegation',
  'availability',
  'cprs',
  'sod',
  'configuration',
  'groups',
  'orgchart',
  'workflowmonitoring',
  'permissions',
  'history',
  'settings',
  'requests',
  'landing',
  'tasks',
  'teams',
  'globalDashboard',
  'manageusers',
  'editrequest',
  'localekit',
  'profile',
  'detailInfo',
  'myProfile',
];

describe('help pages', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startSandbox();
  });
  afterAll(async () => sb.close());
  const get = (url: string) => sb.app.inject({ method: 'GET', url, headers: { host: HOST } });

  it('serves a page for every section in every help locale, as CSP-safe HTML with the shared stylesheet', async () => {
    for (const locale of ['en', 'de', 'fr', 'ar', 'he']) {
      for (const page of SPEC_PAGES) {
        const res = await get(`/idmdash/help/${locale}/${page}.html`);
        expect(res.statusCode, `${locale}/${page}`).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['content-security-policy']).toContain("script-src 'self'");
        expect(res.body).toContain('<link rel="stylesheet" href="../help.css">');
        expect(res.body).not.toMatch(/<script|style=|<style/i);
        expect(res.body).toContain(
          `<html lang="${locale}" dir="${locale === 'ar' || locale === 'he' ? 'rtl' : 'ltr'}">`,
        );
      }
    }
  });

  it('says in English what the page is for and what can be done, with links to related topics', async () => {
    const res = await get('/idmdash/help/en/proxy-assign.html');
    expect(res.body).toContain('<h1>Proxy Assignments</h1>');
    expect(res.body).toContain('What you can do');
    expect(res.body).toMatch(/Proxy As/);
    expect(res.body).toContain('<a href="tasks.html">Tasks</a>');
    const home = await get('/idmdash/help/en/default.html');
    for (const topic of ['role.html', 'caching.html', 'tasks.html']) expect(home.body).toContain(`href="${topic}"`);
  });

  it('translates titles and headings, and marks the English body as such', async () => {
    const de = await get('/idmdash/help/de/tasks.html');
    expect(de.body).toContain('<h1>Aufgaben</h1>');
    expect(de.body).toContain('Was Sie tun können');
    expect(de.body).toContain('<p class="purpose" lang="en" dir="ltr">');
    const ar = await get('/idmdash/help/ar/role.html');
    expect(ar.body).toContain('<h1>الأدوار</h1>');
  });

  it('serves the stylesheet as CSS', async () => {
    const res = await get('/idmdash/help/help.css');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
  });

  it('redirects other locales to the closest help locale, else English', async () => {
    const variant = await get('/idmdash/help/de-DE/role.html');
    expect([variant.statusCode, variant.headers.location]).toEqual([302, '/idmdash/help/de/role.html']);
    const java = await get('/idmdash/help/iw/role.html');
    expect(java.headers.location).toBe('/idmdash/help/he/role.html');
    const other = await get('/idmdash/help/es/role.html');
    expect(other.headers.location).toBe('/idmdash/help/en/role.html');
    expect((await get('/idmdash/help/')).headers.location).toBe('/idmdash/help/en/default.html');
  });

  it('answers 404 with a link to the contents for unknown pages and odd names', async () => {
    for (const url of [
      '/idmdash/help/en/nosuchpage.html',
      '/idmdash/help/en/..%2Fsecret.html',
      '/idmdash/help/e%22n/role.html',
      '/idmdash/help/en/role.txt',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('href="default.html"');
    }
  });
});

describe('help page names', () => {
  it('has a translated title for every topic', () => {
    expect([...TRANSLATED_PAGES].sort()).toEqual(Object.keys(HELP_TOPICS).sort());
  });

  it('resolves aliases and case, and locales', () => {
    expect(['myProfile', 'DASHBOARD', 'createUser', 'igConfiguration', 'role', 'x'].map(resolveHelpPage)).toEqual([
      'profile',
      'dashboard_intro',
      'users',
      'igconfiguration',
      'role',
      undefined,
    ]);
    expect(['en', 'fr_FR', 'iw', 'pt'].map(resolveHelpLocale)).toEqual(['en', 'fr', 'he', undefined]);
  });
});
