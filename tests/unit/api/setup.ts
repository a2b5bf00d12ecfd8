import { createCore } from '../../../src/core';
import { CONSOLE_BASE, CONTEXT_JSON, SESSION_COOKIE, fakeFetch, json, testEnv, type Route } from '../core/fakes';

export const REST = 'https://idm.example.com/IDMProv/rest/';

/** A started core whose server answers `routes` (plus the context servlet). */
export async function apiCore(routes: Record<string, Route>, clientId = '1') {
  const server = fakeFetch({ LoadContextConfigServlet: () => json(CONTEXT_JSON), ...routes });
  const env = testEnv(server.fetch, SESSION_COOKIE);
  const core = createCore({ consoleBase: CONSOLE_BASE, clientId, env });
  await core.start();
  return { core, server, env };
}
