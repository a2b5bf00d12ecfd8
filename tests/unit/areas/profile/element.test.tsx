// @vitest-environment happy-dom
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, resetCore } from '../../../../src/core';
import { CONSOLE_BASE, SESSION_COOKIE, fakeFetch, json, testEnv } from '../../core/fakes';
import { text } from '../../ui/render-core';
import { waitFor } from '@testing-library/react';
import { profileRoutes } from './harness';

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const server = fakeFetch(
    profileRoutes({
      'supportedlocales/defaultlocale': () => json('en'),
      'display/settings/general': () => json({}),
      'administration/igConfig': () => json({}),
      'config/clients': () => json({ clientId: '1', config: {} }),
      'info/user/rights': () => json({ authorized: true, clientId: '1' }),
    }),
  );
  configure({ consoleBase: CONSOLE_BASE, env: testEnv(server.fetch, SESSION_COOKIE) });
  await import('../../../../elements/idm-user-profile');
});

afterAll(() => resetCore());

describe('<idm-user-profile>', () => {
  it('opens the section attribute, switches tabs inside and emits idm-section-change', async () => {
    const element = document.createElement('idm-user-profile');
    element.setAttribute('section', 'profilePasswordSyncStatus');
    await act(async () => {
      document.body.append(element);
    });
    const root = element.shadowRoot!;
    await waitFor(() => expect(root.querySelectorAll('.idm-profile-sync-item')).toHaveLength(5));
    expect(text(root.querySelector('[role=tab][aria-selected=true]'))).toBe('Password Sync Status');

    const changes: unknown[] = [];
    element.addEventListener('idm-section-change', (event) => changes.push((event as CustomEvent).detail));
    await act(async () => root.querySelectorAll<HTMLElement>('[role=tab]')[3]?.click());
    await waitFor(() => expect(text(root.querySelector('[role=tab][aria-selected=true]'))).toBe('Groups'));
    expect(changes).toEqual([{ section: 'groups' }]);

    await act(async () => element.setAttribute('section', 'roles'));
    await waitFor(() => expect(text(root.querySelector('[role=tab][aria-selected=true]'))).toBe('Roles'));
    element.remove();
  });
});
