// @vitest-environment happy-dom
import '../../setup/act-environment';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuickInfo, QuickInfoQuery } from '../../../../src/api/lookups';
import type { IdmCore } from '../../../../src/core';
import { QuickInfoTrigger } from '../../../../src/ui/quick-info';
import { cleanup, fireEvent, within } from '@testing-library/react';
import { renderWithCore, text } from '../render-core';
import { ANN_DN, annInfo, coreWithLocation, focus, pointerEnter, pointerLeave, settle } from './helpers';

type Fetcher = (core: IdmCore, params: QuickInfoQuery) => Promise<QuickInfo>;

function renderTrigger(info: Partial<QuickInfo> | Error = {}, onViewMore?: (dn: string) => void) {
  const fetchQuickInfo = vi.fn<Fetcher>(async () => {
    if (info instanceof Error) throw info;
    return annInfo(info);
  });
  const { core, assign } = coreWithLocation();
  const rendered = renderWithCore(
    <QuickInfoTrigger dn={ANN_DN} name="Ann" fetchQuickInfo={fetchQuickInfo} onViewMore={onViewMore} />,
    core,
  );
  const trigger = within(rendered.container).getByRole('button', { name: 'Ann' });
  const popup = () => rendered.container.querySelector('[role="dialog"]');
  return { ...rendered, fetchQuickInfo, assign, trigger, popup };
}

describe('QuickInfoTrigger and UserQuickInfo', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('opens on click and fetches the quick info of the user', async () => {
    const { trigger, popup, fetchQuickInfo } = renderTrigger();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    await settle();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(popup()?.id);
    expect(fetchQuickInfo.mock.calls[0]?.[1]).toEqual({ dn: ANN_DN });
    expect(text(popup()?.querySelector('.idm-quick-info-name'))).toBe('Ann Smith');
  });

  it('lays the popup out in the console’s direction, even inside a name shown with dir="auto"', async () => {
    const { trigger, popup, core } = renderTrigger();
    act(() => core.stores.$locale.set({ locale: 'ar', dir: 'rtl' }));
    fireEvent.click(trigger);
    await settle();
    expect(popup()?.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });

  it('opens after the pointer rests on the name, and closes shortly after it leaves', async () => {
    const { trigger, popup } = renderTrigger();
    pointerEnter(trigger);
    await settle(499);
    expect(popup()).toBeNull();
    await settle(1);
    expect(popup()).not.toBeNull();
    // Crossing the gap into the popup keeps it open.
    pointerLeave(trigger);
    await settle(150);
    pointerEnter(popup());
    await settle(500);
    expect(popup()).not.toBeNull();
    pointerLeave(popup());
    await settle(199);
    expect(popup()).not.toBeNull();
    await settle(1);
    expect(popup()).toBeNull();
  });

  it('opens when the name gets focus (keyboard)', async () => {
    const { trigger, popup } = renderTrigger();
    focus(trigger);
    await settle();
    expect(popup()).not.toBeNull();
  });

  it('shows the default image when the user has no photo (or an unsafe one)', async () => {
    const none = renderTrigger({ image: null });
    fireEvent.click(none.trigger);
    await settle();
    expect(none.popup()?.querySelector('svg.idm-default-user-image')).not.toBeNull();
    expect(none.popup()?.querySelector('img')).toBeNull();
    none.unmount();

    const unsafe = renderTrigger({ image: 'javascript:alert(1)' });
    fireEvent.click(unsafe.trigger);
    await settle();
    expect(unsafe.popup()?.querySelector('img')).toBeNull();
    expect(unsafe.popup()?.querySelector('svg.idm-default-user-image')).not.toBeNull();
    unsafe.unmount();

    const photo = renderTrigger({ image: '/photos/ann.png' });
    fireEvent.click(photo.trigger);
    await settle();
    expect(photo.popup()?.querySelector('img')?.getAttribute('src')).toBe('/photos/ann.png');
    expect(photo.popup()?.querySelector('img')?.getAttribute('alt')).toBe('Photo of Ann Smith');
    expect(photo.popup()?.querySelector('svg.idm-default-user-image')).toBeNull();
  });

  it('shows primary values, and secondary values under their labels', async () => {
    const { trigger, popup } = renderTrigger();
    fireEvent.click(trigger);
    await settle();
    const primary = [...(popup()?.querySelectorAll('.idm-quick-info-primary [role="listitem"]') ?? [])].map(text);
    expect(primary).toEqual(['Accountant', 'ann@example.com']);
    expect(popup()?.querySelector('.idm-quick-info-primary a')?.getAttribute('href')).toBe('mailto:ann@example.com');
    const rows = [...(popup()?.querySelectorAll('.idm-quick-info-row') ?? [])].map((row) => [
      text(row.querySelector('.idm-quick-info-label')),
      text(row.querySelector('.idm-quick-info-value')),
    ]);
    expect(rows).toEqual([
      ['Department', 'Finance'],
      ['Telephone Number', '+1 555 0100'],
    ]);
    expect(popup()?.querySelector('.idm-quick-info-value a')?.getAttribute('href')).toBe('tel:+15550100');
  });

  it("'View more info' closes the popup and goes to the user's page (#/users/{encoded dn})", async () => {
    const { trigger, popup, assign } = renderTrigger();
    fireEvent.click(trigger);
    await settle();
    fireEvent.click(within(popup() as HTMLElement).getByRole('button', { name: 'View more info' }));
    expect(popup()).toBeNull();
    expect(assign).toHaveBeenCalledWith('#/users/cn%3Dann%2Cou%3Dusers%2Co%3Ddata');
  });

  it("'View more info' uses onViewMore when the host gives one", async () => {
    const onViewMore = vi.fn();
    const { trigger, popup, assign } = renderTrigger({}, onViewMore);
    fireEvent.click(trigger);
    await settle();
    fireEvent.click(within(popup() as HTMLElement).getByRole('button', { name: 'View more info' }));
    expect(onViewMore).toHaveBeenCalledWith(ANN_DN);
    expect(assign).not.toHaveBeenCalled();
  });

  it('ignores a failed fetch: the popup shows the name only', async () => {
    const { trigger, popup, core } = renderTrigger(new Error('Internal error'));
    fireEvent.click(trigger);
    await settle();
    expect(text(popup()?.querySelector('.idm-quick-info-name'))).toBe('Ann');
    expect(popup()?.querySelector('.idm-quick-info-secondary')).toBeNull();
    expect(popup()?.querySelector('[role="status"]')).toBeNull();
    expect(text(popup())).not.toContain('Internal error');
    expect(core.stores.$feedback.get()).toEqual([]);
    expect(within(popup() as HTMLElement).queryByRole('button', { name: 'View more info' })).not.toBeNull();
  });

  it('Esc in the popup closes it and gives focus back to the name', async () => {
    const { trigger, popup } = renderTrigger();
    fireEvent.click(trigger);
    await settle();
    const viewMore = within(popup() as HTMLElement).getByRole('button', { name: 'View more info' });
    focus(viewMore);
    const escapeNotCancelled = fireEvent.keyDown(viewMore, { key: 'Escape' });
    expect(escapeNotCancelled).toBe(false);
    expect(popup()).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('Esc on the name closes the popup that focus opened, and it stays closed', async () => {
    const { trigger, popup } = renderTrigger();
    focus(trigger);
    await settle();
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(popup()).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes when focus leaves it', async () => {
    const { trigger, popup, container } = renderTrigger();
    const elsewhere = document.createElement('button');
    container.append(elsewhere);
    focus(trigger);
    await settle();
    focus(elsewhere);
    expect(popup()).toBeNull();
  });
});
