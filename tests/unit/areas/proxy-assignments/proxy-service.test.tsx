// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ProxyServiceSettingsPanel } from '../../../../src/areas/proxy-assignments/ProxyServiceSettings';
import { apiCore } from '../../api/setup';
import { json } from '../../core/fakes';
import { renderWithCore } from '../../ui/render-core';
import { settle } from '../list-harness';

const SETTINGS = {
  syncServiceActivationInterval: 60,
  cleanupChoice: 'interval',
  cleanUpSeviceActivationInteval: 1440,
  scheduledCleanUpDate: 0,
  lastCleanUpDate: 0,
};
const STALE = { Fault: { Code: { Value: 'PRECONDITION_FAILED' }, Reason: { Text: 'Changed' } } };

describe('proxy service settings saved meanwhile by someone else (412)', () => {
  afterEach(cleanup);

  it('sends the read version, shows the difference field by field, and keeps only theirs when asked', async () => {
    let version = '"v1"';
    let current = SETTINGS;
    const sent: { ifMatch: string | undefined; body: unknown }[] = [];
    const { core } = await apiCore({
      'admin/proxy/service/settings': (call) => {
        if (call.method === 'POST') {
          sent.push({
            ifMatch: call.headers['If-Match'] ?? call.headers['if-match'],
            body: JSON.parse(call.body ?? '{}'),
          });
          return json(STALE, 412);
        }
        const answer = json(current);
        answer.headers.set('ETag', version);
        return answer;
      },
    });
    renderWithCore(<ProxyServiceSettingsPanel />, core);
    await settle(30);
    // Someone else changes the synchronisation interval after this form read the settings.
    current = { ...SETTINGS, syncServiceActivationInterval: 90 };
    version = '"v2"';
    const cleanupInterval = screen.getByRole('textbox', { name: /Clean-up interval/ });
    await userEvent.clear(cleanupInterval);
    await userEvent.type(cleanupInterval, '720');
    await userEvent.click(screen.getByRole('button', { name: 'Save service settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this meanwhile' });
    expect(sent).toEqual([{ ifMatch: '"v1"', body: expect.objectContaining({ cleanUpSeviceActivationInteval: 720 }) }]);
    expect(dialog.querySelector('tr[data-field=syncInterval]')?.textContent).toContain('90');
    expect(dialog.querySelector('tr[data-field=cleanupInterval]')?.textContent).toContain('720');
    await userEvent.click(screen.getByRole('button', { name: 'Take the saved version' }));
    expect((screen.getByRole('textbox', { name: /Synchronization interval/ }) as HTMLInputElement).value).toBe('90');
    expect((screen.getByRole('textbox', { name: /Clean-up interval/ }) as HTMLInputElement).value).toBe('1440');
    expect(core.stores.$unsavedForms.get()).toEqual([]);
  });
});
