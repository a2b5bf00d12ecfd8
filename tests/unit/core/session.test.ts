import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCore, idleLimitMs, STORAGE_KEYS } from '../../../src/core';
import { CONSOLE_BASE, CONTEXT_JSON, SESSION_COOKIE, fakeFetch, json, testEnv } from './fakes';

const LIMIT_MS = (1800 - 120) * 1000;

async function startedCore() {
  const server = fakeFetch({ LoadContextConfigServlet: () => json(CONTEXT_JSON) });
  const env = testEnv(server.fetch, SESSION_COOKIE);
  const core = createCore({ consoleBase: CONSOLE_BASE, env });
  await core.start();
  return { core, env };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-01-01T10:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('idle limit', () => {
  it('is the session timeout minus 120 seconds, in milliseconds', () => {
    expect(idleLimitMs(1800)).toBe(1_680_000);
    expect(idleLimitMs(300)).toBe(180_000);
  });
});

describe('idle timer', () => {
  it('shows the session warning when the limit passes without activity', async () => {
    const { core } = await startedCore();
    vi.advanceTimersByTime(LIMIT_MS - 1);
    expect(core.stores.$sessionWarning.get()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(core.stores.$sessionWarning.get()).toBe(true);
  });

  it('restarts on a click or touch', async () => {
    const { core, env } = await startedCore();
    vi.advanceTimersByTime(LIMIT_MS - 1000);
    env.click();
    vi.advanceTimersByTime(LIMIT_MS - 1);
    expect(core.stores.$sessionWarning.get()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(core.stores.$sessionWarning.get()).toBe(true);
  });

  it('resets instead of warning when the stored last access is recent (another tab, a refresh)', async () => {
    const { core, env } = await startedCore();
    vi.advanceTimersByTime(LIMIT_MS - 60_000);
    env.localStorage.setItem(STORAGE_KEYS.lastAccess, String(Date.now()));
    vi.advanceTimersByTime(60_000);
    expect(core.stores.$sessionWarning.get()).toBe(false);
    vi.advanceTimersByTime(LIMIT_MS);
    expect(core.stores.$sessionWarning.get()).toBe(true);
  });

  it('stops once the warning shows: clicks no longer restart it', async () => {
    const { core, env } = await startedCore();
    vi.advanceTimersByTime(LIMIT_MS);
    core.stores.$sessionWarning.set(false);
    env.click();
    vi.advanceTimersByTime(LIMIT_MS * 2);
    expect(core.stores.$sessionWarning.get()).toBe(false);
  });
});

describe('extend session', () => {
  it('re-authenticates in a new tab; on a new token: warning off, success banner for 10 s, timer restarted', async () => {
    const { core, env } = await startedCore();
    vi.advanceTimersByTime(LIMIT_MS);
    expect(core.stores.$sessionWarning.get()).toBe(true);

    const extended = core.session.extend();
    expect(env.opened[0]!.url).toContain('state=reauthenitcate');
    env.cookies.set('MFSSO_IDMDASH', 'Bearer,after-reauth');
    await vi.advanceTimersByTimeAsync(500);
    await expect(extended).resolves.toBe(true);

    expect(env.opened[0]!.closed).toBe(true);
    expect(core.stores.$sessionWarning.get()).toBe(false);
    expect(core.stores.$feedback.get()).toMatchObject([{ kind: 'success', text: 'Successfully extended session' }]);
    vi.advanceTimersByTime(10_000);
    expect(core.stores.$feedback.get()).toEqual([]);
    vi.advanceTimersByTime(LIMIT_MS - 10_000 - 1);
    expect(core.stores.$sessionWarning.get()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(core.stores.$sessionWarning.get()).toBe(true);
  });

  it('resolves false and keeps the warning when the tab closes without a new session', async () => {
    const { core, env } = await startedCore();
    vi.advanceTimersByTime(LIMIT_MS);
    const extended = core.session.extend();
    env.opened[0]!.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    await expect(extended).resolves.toBe(false);
    expect(core.stores.$sessionWarning.get()).toBe(true);
  });

  it('deletes the session cookie and reloads when someone else signed in', async () => {
    const { core, env } = await startedCore();
    core.stores.$user.set({ dn: 'cn=alice', fullName: 'Alice' });
    core.session.setIdentityResolver(async () => 'Bob');
    const extended = core.session.extend();
    env.cookies.set('MFSSO_IDMDASH', 'Bearer,bob-token');
    await vi.advanceTimersByTimeAsync(500);
    await expect(extended).resolves.toBe(false);
    expect(env.cookies.get('MFSSO_IDMDASH')).toBeUndefined();
    expect(env.location.reloads).toBe(1);
    expect(core.stores.$feedback.get()).toEqual([]);
  });

  it('keeps the page when the same user signed in again', async () => {
    const { core, env } = await startedCore();
    core.stores.$user.set({ dn: 'cn=alice', fullName: 'Alice' });
    core.session.setIdentityResolver(async () => 'Alice');
    const extended = core.session.extend();
    env.cookies.set('MFSSO_IDMDASH', 'Bearer,alice-again');
    await vi.advanceTimersByTimeAsync(500);
    await expect(extended).resolves.toBe(true);
    expect(env.location.reloads).toBe(0);
  });
});

describe('password change hook', () => {
  it('on a 498, shows the self-service password page through the shell handler, then replays', async () => {
    vi.useRealTimers();
    let changed = false;
    const server = fakeFetch({
      LoadContextConfigServlet: () => json(CONTEXT_JSON),
      'rest/access/x': () => (changed ? json({ ok: true }) : json({}, 498)),
    });
    const core = createCore({ consoleBase: CONSOLE_BASE, env: testEnv(server.fetch, SESSION_COOKIE) });
    await core.start();
    const handler = vi.fn(async () => {
      changed = true;
    });
    core.session.setPasswordChangeHandler(handler);
    await expect(core.http.request({ url: core.http.rest('access/x') })).resolves.toEqual({ ok: true });
    expect(handler).toHaveBeenCalledExactlyOnceWith('https://idm.example.com/sspr/private/changepassword');
  });
});
