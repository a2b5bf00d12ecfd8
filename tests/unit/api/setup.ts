import { createCore } from '../../../src/core';
import { CONSOLE_BASE, CONTEXT_JSON, SESSION_COOKIE, fakeFetch, json, testEnv, type Route } from '../core/fakes';

export const REST = 'https://idm.example.com/IDMProv/rest/';

/**
 * The one fake transport of the unit tests: a core whose `core.http` talks to a fake server answering
 * `routes` (URL fragment → answer, the longest fragment wins; plus the context servlet), so that pages
 * and hooks run the real `src/api` calls and readers. Not started: the REST base is the default one.
 */
export function serverCore(routes: Record<string, Route>, clientId = '1') {
  const server = fakeFetch({ LoadContextConfigServlet: () => json(CONTEXT_JSON), ...routes });
  const env = testEnv(server.fetch, SESSION_COOKIE);
  const core = createCore({ consoleBase: CONSOLE_BASE, clientId, env });
  return { core, server, env };
}

/** `serverCore`, started (context loaded, session ready). */
export async function apiCore(routes: Record<string, Route>, clientId = '1') {
  const answer = serverCore(routes, clientId);
  await answer.core.start();
  return answer;
}
