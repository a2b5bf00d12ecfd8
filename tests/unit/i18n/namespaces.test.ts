import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCore, resetCore } from '../../../src/core';
import type * as I18nModule from '../../../src/core/i18n';
import { tasksStrings } from '../../../src/areas/tasks/strings';
import { historyStrings } from '../../../src/areas/history/strings';
import { CONSOLE_BASE, CONTEXT_JSON, SESSION_COOKIE, fakeFetch, json, testEnv, text } from '../core/fakes';

// The unit tests' setup gives every i18n instance all English; these use the real one.
const real = await vi.importActual<typeof I18nModule>('../../../src/core/i18n');

function loaderOver(routes: Parameters<typeof fakeFetch>[0]) {
  const server = fakeFetch(routes);
  const i18n = real.createI18n();
  const loader = real.createTranslationLoader(i18n, () => CONSOLE_BASE, server.fetch);
  return { i18n, loader, server };
}

afterEach(() => resetCore());

describe('a namespace per area', () => {
  it('the core starts with the shell’s English only: an area’s texts come with the area', async () => {
    const { i18n, loader, server } = loaderOver({});
    expect(i18n.t('common.cancel')).toBe('Cancel');
    expect(i18n.t('tasks.loading')).toBe('tasks.loading');
    await loader.load([tasksStrings], []);
    expect(i18n.t('tasks.loading')).toBe('Loading tasks...');
    expect(server.calls).toEqual([]);
  });

  it('a key reads the same whichever namespace holds it, and a translation replaces only its own texts', async () => {
    const { i18n } = loaderOver({});
    real.addNamespaceTexts(i18n, 'en', 'history', { history: { title: 'History' } });
    real.addNamespaceTexts(i18n, 'de', 'history', { history: { title: 'Verlauf' } }, true);
    expect(real.hasNamespaceTexts(i18n, 'de', 'history')).toBe(true);
    expect(real.hasNamespaceTexts(i18n, 'de', 'tasks')).toBe(false);
    await i18n.changeLanguage('de');
    expect(i18n.t('history.title')).toBe('Verlauf');
    // Another namespace's English stays until its own translation comes.
    expect(i18n.t('common.cancel')).toBe('Cancel');
  });

  it('fetches <consoleBase>i18n/<locale>/<namespace>.json once, and switches to it', async () => {
    const { i18n, loader, server } = loaderOver({
      'i18n/de/tasks.json': () => json({ tasks: { loading: 'Aufgaben werden geladen...' } }),
      'i18n/de/shell.json': () => json({ common: { cancel: 'Abbrechen' } }),
    });
    await Promise.all([loader.load([tasksStrings], ['de']), loader.load([tasksStrings], ['de'])]);
    expect(server.calls.map((call) => call.url)).toEqual([`${CONSOLE_BASE}i18n/de/tasks.json`]);
    expect(await loader.switchTo('de')).toBe(true);
    expect(i18n.t('tasks.loading')).toBe('Aufgaben werden geladen...');
    expect(i18n.t('common.cancel')).toBe('Abbrechen');
    expect(server.callsTo('i18n/de/tasks.json')).toHaveLength(1);
  });

  it('a language switch loads every namespace in use, all at once, before it switches', async () => {
    const { i18n, loader, server } = loaderOver({
      'i18n/fr/': (call) => json({ [call.url.endsWith('shell.json') ? 'common' : 'history']: { x: 'y' } }),
    });
    await loader.load([tasksStrings, historyStrings], []);
    const languages: string[] = [];
    i18n.on('languageChanged', (language: string) => languages.push(`${language} after ${server.calls.length} files`));
    await loader.switchTo('fr');
    expect(server.calls.map((call) => call.url.slice(CONSOLE_BASE.length)).sort()).toEqual([
      'i18n/fr/history.json',
      'i18n/fr/shell.json',
      'i18n/fr/tasks.json',
    ]);
    expect(languages).toEqual(['fr after 3 files']);
  });

  it('a file that fails keeps English, and a later switch asks again', async () => {
    let answer = () => text('', 503);
    const { i18n, loader, server } = loaderOver({ 'i18n/he/': () => answer() });
    await loader.load([tasksStrings], []);
    expect(await loader.switchTo('he')).toBe(false);
    expect(i18n.t('tasks.loading')).toBe('Loading tasks...');
    answer = () => json({ tasks: { loading: 'טוען משימות...' } });
    await loader.switchTo('he');
    expect(i18n.t('tasks.loading')).toBe('טוען משימות...');
    expect(server.callsTo('i18n/he/tasks.json')).toHaveLength(2);
  });
});

describe('the language of the last visit', () => {
  it('is remembered, and fetched at start-up beside the context (not after the user’s locale is read)', async () => {
    const server = fakeFetch({
      LoadContextConfigServlet: () => json(CONTEXT_JSON),
      'i18n/': () => json({}),
    });
    const first = createCore({ consoleBase: CONSOLE_BASE, env: testEnv(server.fetch, SESSION_COOKIE) });
    await first.setLocale('de');
    const env = testEnv(server.fetch, SESSION_COOKIE);
    env.localStorage.setItem('idm.locale', first.env.localStorage.getItem('idm.locale') ?? '');
    server.calls.length = 0;

    const next = createCore({ consoleBase: CONSOLE_BASE, env });
    const started = next.start();
    expect(server.calls.map((call) => call.url.slice(CONSOLE_BASE.length))).toEqual([
      'i18n/de/shell.json',
      'LoadContextConfigServlet',
    ]);
    await started;
  });

  it('an area loaded before the language is known fetches the remembered language’s file too', async () => {
    const server = fakeFetch({ 'i18n/': () => json({}) });
    const env = testEnv(server.fetch, SESSION_COOKIE);
    env.localStorage.setItem('idm.locale', 'fr');
    const core = createCore({ consoleBase: CONSOLE_BASE, env });
    await core.loadNamespaces([tasksStrings]);
    expect(server.calls.map((call) => call.url.slice(CONSOLE_BASE.length))).toEqual(['i18n/fr/tasks.json']);
  });

  it('ignores what is no locale name', async () => {
    const server = fakeFetch({ 'i18n/': () => json({}) });
    const env = testEnv(server.fetch, SESSION_COOKIE);
    env.localStorage.setItem('idm.locale', '../../evil');
    const core = createCore({ consoleBase: CONSOLE_BASE, env });
    await core.loadNamespaces([tasksStrings]);
    expect(server.calls).toEqual([]);
  });
});
