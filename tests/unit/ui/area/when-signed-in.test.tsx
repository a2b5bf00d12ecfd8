// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCore, resetCore } from '../../../../src/core';
import { WhenSignedIn } from '../../../../src/ui/area/WhenSignedIn';
import { CONSOLE_BASE, CONTEXT_JSON, SESSION_COOKIE, fakeFetch, json, testEnv } from '../../core/fakes';
import { cleanup, waitFor } from '@testing-library/react';
import { renderWithCore, text } from '../render-core';

afterEach(() => {
  cleanup();
  resetCore();
});

describe('WhenSignedIn', () => {
  it("starts the element's prefetch once signed in, while the start-up reads are still out, and only once", async () => {
    let answerRights: (response: Response) => void = () => undefined;
    const server = fakeFetch({
      LoadContextConfigServlet: () => json(CONTEXT_JSON),
      'info/user/rights': () => new Promise<Response>((resolve) => (answerRights = resolve)),
      userDefaults: () => json({ dn: 'cn=ann', fullName: 'Ann' }),
    });
    const core = createCore({ consoleBase: CONSOLE_BASE, env: testEnv(server.fetch, SESSION_COOKIE) });
    const prefetch = vi.fn();
    const view = renderWithCore(
      <WhenSignedIn loadingLabel="Loading tasks..." prefetch={prefetch}>
        <p className="content">tasks</p>
      </WhenSignedIn>,
      core,
    );
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    expect(view.container.querySelector('.content')).toBeNull();
    answerRights(json({ isAdmin: false }));
    await waitFor(() => expect(text(view.container.querySelector('.content'))).toBe('tasks'));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('never prefetches when nobody is signed in', async () => {
    const server = fakeFetch({ LoadContextConfigServlet: () => json(CONTEXT_JSON) });
    const core = createCore({ consoleBase: CONSOLE_BASE, autoSignIn: false, env: testEnv(server.fetch) });
    const prefetch = vi.fn();
    renderWithCore(<WhenSignedIn loadingLabel="Loading" prefetch={prefetch} />, core);
    await waitFor(() => expect(core.stores.$session.get().status).toBe('signed-out'));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
