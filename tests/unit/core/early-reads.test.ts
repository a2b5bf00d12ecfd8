import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  sendContextRead,
  sendEarlyReads,
  sendFirstVisitReads,
  sendNavigationRights,
} from '../../../elements/console-landing';
import { memoryStorage } from '../../../src/core/env';
import {
  EARLY_CONTEXT_GLOBAL_KEY,
  EARLY_READS_GLOBAL_KEY,
  EARLY_READS_STORAGE_KEY,
  MAX_SECTIONS,
  createStartupRecorder,
  takeEarlyContext,
  withEarlyReads,
} from '../../../src/core/early-reads';

const PAGE = 'https://idm.example.com/idmdash/#/tasks/42';
const REST = 'https://idm.example.com/IDMProv/rest';
const COOKIE = 'MFSSO_IDMDASH=%22Bearer%2Cabc123%22; netiq_idm_rbpm_acsrf=csrf-1; other=x';
const SENT_HEADERS = {
  Authorization: 'Bearer abc123',
  'Content-Type': 'application/json',
  'Cache-Control': 'no-cache, no-store, must-revalidate',
  Pragma: 'no-cache',
  Expires: '0',
  netiq_idm_rbpm_acsrf: 'csrf-1',
  'Accept-Language': 'de',
};
const globalKey = Symbol.for(EARLY_READS_GLOBAL_KEY);
const holder = globalThis as unknown as Record<symbol, unknown>;

function answering(body: string) {
  return vi.fn<typeof fetch>(() => Promise.resolve(new Response(body)));
}

/** A visit of the console page: the landing script's early reads, then the core's fetch over them. */
function visit(storage: ReturnType<typeof memoryStorage>, href = PAGE) {
  const landingFetch = answering('early');
  holder[globalKey] = sendEarlyReads({ href, cookie: COOKIE, storage, fetch: landingFetch, now: () => Date.now() });
  const recorder = createStartupRecorder(storage, href);
  const coreFetch = answering('late');
  return { landingFetch, recorder, coreFetch, fetch: withEarlyReads(coreFetch, recorder, () => href) };
}

afterEach(() => {
  delete holder[globalKey];
});

describe('early start-up reads', () => {
  it("replays the last visit's start-up reads of the same page and section, and the console takes their answers", async () => {
    const storage = memoryStorage();
    const first = visit(storage);
    await first.fetch(`${REST}/access/info/user/rights`, { headers: { 'Accept-Language': 'de' } });
    await first.fetch(`${REST}/access/tasks/list?size=25`, { headers: { 'Accept-Language': 'de' } });
    await first.fetch(`${REST}/access/notifyService`, { method: 'POST', body: '{}' });
    await first.fetch(`${REST}/access/info/version`, { headers: { 'Accept-Language': 'de' }, priority: 'low' });
    await first.fetch('https://elsewhere.example.com/IDMProv/rest/x');
    first.recorder.finish();
    expect(first.landingFetch).not.toHaveBeenCalled();

    const second = visit(storage, 'https://idm.example.com/idmdash/#/tasks');
    expect(second.landingFetch.mock.calls).toEqual([
      [`${REST}/access/info/user/rights`, { method: 'GET', headers: SENT_HEADERS, credentials: 'include' }],
      [`${REST}/access/tasks/list?size=25`, { method: 'GET', headers: SENT_HEADERS, credentials: 'include' }],
    ]);
    const headers = { Authorization: 'Bearer abc123', 'Accept-Language': 'de', netiq_idm_rbpm_acsrf: 'csrf-1' };
    const rights = await second.fetch(`${REST}/access/info/user/rights`, { headers });
    expect(await rights.text()).toBe('early');
    // Taken once: the same read again goes to the server.
    expect(await (await second.fetch(`${REST}/access/info/user/rights`, { headers })).text()).toBe('late');
    // Another language is another answer.
    const english = await second.fetch(`${REST}/access/tasks/list?size=25`, {
      headers: { ...headers, 'Accept-Language': 'en' },
    });
    expect(await english.text()).toBe('late');
  });

  it('takes nothing once the start-up reads are done, and sends nothing without a session cookie', async () => {
    const storage = memoryStorage();
    storage.setItem(
      EARLY_READS_STORAGE_KEY,
      JSON.stringify({ '/idmdash/#tasks': [{ url: `${REST}/access/info/user/rights`, language: null }] }),
    );
    const late = visit(storage);
    late.recorder.finish();
    const answer = await late.fetch(`${REST}/access/info/user/rights`, {
      headers: { Authorization: 'Bearer abc123', netiq_idm_rbpm_acsrf: 'csrf-1' },
    });
    expect(await answer.text()).toBe('late');

    const landingFetch = answering('early');
    expect(sendEarlyReads({ href: PAGE, cookie: 'other=x', storage, fetch: landingFetch, now: Date.now }).size).toBe(0);
    expect(landingFetch).not.toHaveBeenCalled();
  });

  it('forgets the remembered reads on sign-out, and records nothing more on that page', async () => {
    const storage = memoryStorage();
    const first = visit(storage);
    await first.fetch(`${REST}/access/info/user/rights`);
    first.recorder.finish();
    expect(storage.getItem(EARLY_READS_STORAGE_KEY)).not.toBeNull();
    const second = visit(storage);
    second.recorder.forget();
    await second.fetch(`${REST}/access/info/user/rights`);
    second.recorder.finish();
    expect(storage.getItem(EARLY_READS_STORAGE_KEY)).toBeNull();
    expect(second.coreFetch).toHaveBeenCalledTimes(1);
  });

  it('never sends the token to another origin or outside the REST paths, whatever the storage says', () => {
    const storage = memoryStorage();
    storage.setItem(
      EARLY_READS_STORAGE_KEY,
      JSON.stringify({
        '/idmdash/#tasks': [
          { url: 'https://evil.example.com/IDMProv/rest/x', language: null },
          { url: 'https://idm.example.com/idmdash/index.html', language: null },
          { url: 'javascript:alert(1)', language: null },
          { url: 42 },
        ],
      }),
    );
    const landingFetch = answering('early');
    sendEarlyReads({ href: PAGE, cookie: COOKIE, storage, fetch: landingFetch, now: Date.now });
    expect(landingFetch).not.toHaveBeenCalled();
  });

  it('records only on the console page (where the landing script ran), and keeps the last sections only', async () => {
    const storage = memoryStorage();
    const elsewhere = createStartupRecorder(storage, 'https://idm.example.com/demo/portal.html');
    await withEarlyReads(answering('x'), elsewhere, () => PAGE)(`${REST}/access/info/user/rights`);
    elsewhere.finish();
    expect(storage.getItem(EARLY_READS_STORAGE_KEY)).toBeNull();

    for (let i = 0; i < MAX_SECTIONS + 3; i += 1) {
      const { fetch, recorder } = visit(storage, `https://idm.example.com/idmdash/#/section${i}`);
      await fetch(`${REST}/access/info/user/rights`);
      recorder.finish();
    }
    const sections = Object.keys(JSON.parse(storage.getItem(EARLY_READS_STORAGE_KEY) ?? '{}') as object);
    expect(sections).toHaveLength(MAX_SECTIONS);
    expect(sections.at(-1)).toBe(`/idmdash/#section${MAX_SECTIONS + 2}`);
  });
});

describe("a first visit's early start-up reads", () => {
  const READS = { paths: ['access/info/user/rights', 'access/users/userDefaults?clientId=1'], language: 'en' };
  const contextAnswer = (status: number, text: string) =>
    Promise.resolve({ status, statusText: '', headers: [] as [string, string][], text });

  it("sends every start's reads under the context's REST root once it answers, and the console takes them", async () => {
    const storage = memoryStorage();
    const landingFetch = answering('early');
    const sent = sendEarlyReads({ href: PAGE, cookie: COOKIE, storage, fetch: landingFetch, now: Date.now });
    holder[globalKey] = sent;
    const page = { href: PAGE, cookie: COOKIE, fetch: landingFetch, now: Date.now };
    await sendFirstVisitReads(page, contextAnswer(200, '{"context":"IDMProv"}'), READS, sent);
    const english = { ...SENT_HEADERS, 'Accept-Language': 'en' };
    expect(landingFetch.mock.calls).toEqual([
      [`${REST}/access/info/user/rights`, { method: 'GET', headers: english, credentials: 'include' }],
      [`${REST}/access/users/userDefaults?clientId=1`, { method: 'GET', headers: english, credentials: 'include' }],
    ]);
    const recorder = createStartupRecorder(storage, PAGE);
    const coreFetch = answering('late');
    const fetch = withEarlyReads(coreFetch, recorder, () => PAGE);
    const headers = { Authorization: 'Bearer abc123', 'Accept-Language': 'en', netiq_idm_rbpm_acsrf: 'csrf-1' };
    expect(await (await fetch(`${REST}/access/info/user/rights`, { headers })).text()).toBe('early');
    expect(coreFetch).not.toHaveBeenCalled();
  });

  it('sends nothing when the visit replays recorded reads, without a session, or when the context did not answer', async () => {
    const landingFetch = answering('early');
    const page = { href: PAGE, cookie: COOKIE, fetch: landingFetch, now: Date.now };
    const recorded = new Map([['x', { headers: {}, response: Promise.resolve(new Response('')), sentAt: 0 }]]);
    await sendFirstVisitReads(page, contextAnswer(200, '{}'), READS, recorded);
    await sendFirstVisitReads({ ...page, cookie: 'other=x' }, contextAnswer(200, '{}'), READS, new Map());
    await sendFirstVisitReads(page, contextAnswer(503, 'down'), READS, new Map());
    await sendFirstVisitReads(page, contextAnswer(200, '{"context":"../elsewhere"}'), READS, new Map());
    expect(landingFetch).not.toHaveBeenCalled();
    // No context name: the server's default one, as the core's.
    await sendFirstVisitReads(page, contextAnswer(200, '{}'), READS, new Map());
    expect(landingFetch.mock.calls[0]?.[0]).toBe(`${REST}/access/info/user/rights`);
  });
});

describe("the opened route's early guard read", () => {
  const contextAnswer = Promise.resolve({ status: 200, statusText: '', headers: [] as [string, string][], text: '{}' });
  const RIGHTS_URL = `${REST}/access/info/user/navigationrights`;
  const BODY = '{"navPageRights":[{"key":"role"},{"key":"create Role"}]}';

  it('sends the navigation rights of the route on every visit, in the remembered language, and the console takes them', async () => {
    const storage = memoryStorage();
    storage.setItem('idm.locale', 'de');
    const landingFetch = answering('early');
    const page = { href: PAGE, cookie: COOKIE, storage, fetch: landingFetch, now: Date.now };
    const sent = sendEarlyReads(page);
    holder[globalKey] = sent;
    await sendNavigationRights(page, contextAnswer, ['role', 'create Role'], 'en', sent);
    expect(landingFetch.mock.calls).toEqual([
      [RIGHTS_URL, { method: 'POST', headers: SENT_HEADERS, credentials: 'include', body: BODY }],
    ]);
    const recorder = createStartupRecorder(storage, PAGE);
    const coreFetch = answering('late');
    const fetch = withEarlyReads(coreFetch, recorder, () => PAGE);
    const headers = { Authorization: 'Bearer abc123', 'Accept-Language': 'de', netiq_idm_rbpm_acsrf: 'csrf-1' };
    // Other keys are another request: the server answers it.
    const other = await fetch(RIGHTS_URL, { method: 'POST', headers, body: '{"navPageRights":[{"key":"role"}]}' });
    expect(await other.text()).toBe('late');
    const rights = await fetch(RIGHTS_URL, { method: 'POST', headers, body: BODY });
    expect(await rights.text()).toBe('early');
    recorder.finish();
    // What was taken is not remembered as a read to replay: the route names it each time.
    expect(storage.getItem(EARLY_READS_STORAGE_KEY)).toBe(JSON.stringify({ '/idmdash/#tasks': [] }));
  });

  it('sends nothing without a session, without keys, or when the context did not answer; else in the first language', async () => {
    const landingFetch = answering('early');
    const page = { href: PAGE, cookie: COOKIE, storage: memoryStorage(), fetch: landingFetch, now: Date.now };
    const failed = Promise.resolve({ status: 503, statusText: '', headers: [] as [string, string][], text: '' });
    await sendNavigationRights({ ...page, cookie: 'other=x' }, contextAnswer, ['role'], 'en', new Map());
    await sendNavigationRights(page, contextAnswer, [], 'en', new Map());
    await sendNavigationRights(page, failed, ['role'], 'en', new Map());
    expect(landingFetch).not.toHaveBeenCalled();
    await sendNavigationRights(page, contextAnswer, ['role'], 'en', new Map());
    expect(landingFetch.mock.calls[0]?.[1]?.headers).toEqual({ ...SENT_HEADERS, 'Accept-Language': 'en' });
  });
});

describe('the early context read', () => {
  const contextKey = Symbol.for(EARLY_CONTEXT_GLOBAL_KEY);
  const CONTEXT_URL = 'https://idm.example.com/idmdash/LoadContextConfigServlet';
  afterEach(() => {
    delete holder[contextKey];
  });

  it("gives the core the landing script's answer for the page's context once; a retry asks the server", async () => {
    const landingFetch = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('{"rbpmContext":"IDMProv"}', { headers: { 'content-type': 'application/json' } })),
    );
    holder[contextKey] = sendContextRead({ href: 'https://idm.example.com/idmdash/', fetch: landingFetch });
    expect(landingFetch).toHaveBeenCalledWith(CONTEXT_URL, { mode: 'cors', credentials: 'include' });

    expect(takeEarlyContext('https://idm.example.com/other/LoadContextConfigServlet')).toBeUndefined();
    const answer = await takeEarlyContext(CONTEXT_URL);
    expect(answer?.status).toBe(200);
    expect(answer?.headers.get('content-type')).toBe('application/json');
    expect(await answer?.text()).toBe('{"rbpmContext":"IDMProv"}');
    expect(takeEarlyContext(CONTEXT_URL)).toBeUndefined();
  });

  it("keeps the server's status, and a failed early read fails the take (the core's retry asks again)", async () => {
    holder[contextKey] = sendContextRead({
      href: 'https://idm.example.com/idmdash/#/tasks',
      fetch: () => Promise.resolve(new Response(null, { status: 204 })),
    });
    expect((await takeEarlyContext(CONTEXT_URL))?.status).toBe(204);

    holder[contextKey] = sendContextRead({
      href: 'https://idm.example.com/idmdash/',
      fetch: () => Promise.reject(new TypeError('offline')),
    });
    await expect(takeEarlyContext(CONTEXT_URL)).rejects.toThrow('offline');
  });
});
