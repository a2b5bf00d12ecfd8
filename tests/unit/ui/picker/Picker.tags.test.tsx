// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PickerItem } from '../../../../src/domain/picker-item';
import { Picker } from '../../../../src/ui/picker/Picker';
import { cleanup, screen } from '@testing-library/react';
import { renderWithCore, text } from '../render-core';
import { keyDownWith, pointer, tagTexts, user } from './picker-helpers';

const abc = [user('ann'), user('bob'), user('cid')];

function Owner({ onChange, onTouched }: { onChange?(items: PickerItem[]): void; onTouched?(): void }) {
  const [value, setValue] = useState<PickerItem[]>(abc);
  return (
    <Picker
      label="Approvers"
      tabs={['users']}
      mode="multi"
      value={value}
      onTouched={onTouched}
      onChange={(items) => {
        setValue(items);
        onChange?.(items);
      }}
    />
  );
}

const tags = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.idm-picker-tag')];
const liveText = (container: HTMLElement) =>
  text(container.querySelector('.idm-picker-selection [aria-live="polite"]'));

function placeTags(container: HTMLElement) {
  // happy-dom has no layout: give the three tags one line, 100 px each.
  tags(container).forEach((tag, index) => {
    tag.getBoundingClientRect = () => new DOMRect(index * 100, 0, 90, 20);
  });
}

describe('Picker selected tags', () => {
  afterEach(cleanup);

  it("multi mode shows the hint 'Drag and drop to reorder selected items' and a move handle per tag", () => {
    const { container } = renderWithCore(<Owner />);
    expect(text(container.querySelector('.idm-picker-hint'))).toContain('Drag and drop to reorder selected items');
    expect(screen.getByRole('button', { name: 'Move bob, position 2 of 3' }).getAttribute('aria-describedby')).toBe(
      container.querySelector('.idm-picker-hint')?.id,
    );
    expect(container.querySelector('.idm-picker-tags')?.getAttribute('aria-label')).toBe('Selected Approvers');
  });

  it('single mode has tags with Remove but no hint and no handles', () => {
    const { container } = renderWithCore(<Picker label="Owner" tabs={['users']} value={[user('ann')]} />);
    expect(tagTexts(container)).toEqual(['ann']);
    expect(screen.queryByRole('button', { name: 'Remove ann' })).not.toBeNull();
    expect(container.querySelector('.idm-picker-hint')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();
  });

  it('Alt+ArrowRight and Alt+ArrowLeft on a tag move it, notify, mark touched and announce', () => {
    const onChange = vi.fn();
    const onTouched = vi.fn();
    const { container } = renderWithCore(<Owner onChange={onChange} onTouched={onTouched} />);
    keyDownWith(screen.getByRole('button', { name: 'Remove ann' }), 'ArrowRight', { altKey: true });
    expect(tagTexts(container)).toEqual(['bob', 'ann', 'cid']);
    expect(onChange).toHaveBeenLastCalledWith([user('bob'), user('ann'), user('cid')]);
    expect(onTouched).toHaveBeenCalledTimes(1);
    expect(liveText(container)).toBe('ann moved to position 2 of 3.');
    keyDownWith(screen.getByRole('button', { name: 'Remove cid' }), 'ArrowLeft', { altKey: true });
    expect(tagTexts(container)).toEqual(['bob', 'cid', 'ann']);
    expect(liveText(container)).toBe('cid moved to position 2 of 3.');
  });

  it('ArrowUp and ArrowDown on the handle move the tag and keep focus on it', () => {
    const { container } = renderWithCore(<Owner />);
    const handle = screen.getByRole('button', { name: 'Move ann, position 1 of 3' });
    handle.focus();
    keyDownWith(handle, 'ArrowDown');
    keyDownWith(document.activeElement, 'ArrowDown');
    expect(tagTexts(container)).toEqual(['bob', 'cid', 'ann']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move ann, position 3 of 3');
    keyDownWith(document.activeElement, 'ArrowUp');
    expect(tagTexts(container)).toEqual(['bob', 'ann', 'cid']);
    expect(liveText(container)).toBe('ann moved to position 2 of 3.');
  });

  it('a move past either end does nothing', () => {
    const onChange = vi.fn();
    renderWithCore(<Owner onChange={onChange} />);
    keyDownWith(screen.getByRole('button', { name: 'Move ann, position 1 of 3' }), 'ArrowUp');
    keyDownWith(screen.getByRole('button', { name: 'Remove cid' }), 'ArrowRight', { altKey: true });
    keyDownWith(screen.getByRole('button', { name: 'Remove bob' }), 'ArrowRight');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('pointer drag moves a tag where it is dropped, notifying and marking touched', () => {
    const onChange = vi.fn();
    const onTouched = vi.fn();
    const { container } = renderWithCore(<Owner onChange={onChange} onTouched={onTouched} />);
    placeTags(container);
    const list = container.querySelector('.idm-picker-tags');
    pointer(tags(container)[0], 'pointerdown', { clientX: 10, clientY: 10 });
    pointer(list, 'pointermove', { clientX: 160, clientY: 10 });
    expect(tags(container)[2]?.classList.contains('drop-before')).toBe(true);
    pointer(list, 'pointerup', { clientX: 160, clientY: 10 });
    expect(tagTexts(container)).toEqual(['bob', 'ann', 'cid']);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onTouched).toHaveBeenCalledTimes(1);
    expect(liveText(container)).toBe('ann moved to position 2 of 3.');
  });

  it('a press on Remove does not start a drag', () => {
    const onChange = vi.fn();
    const { container } = renderWithCore(<Owner onChange={onChange} />);
    placeTags(container);
    pointer(screen.getByRole('button', { name: 'Remove ann' }), 'pointerdown', { clientX: 80, clientY: 10 });
    pointer(container.querySelector('.idm-picker-tags'), 'pointerup', { clientX: 260, clientY: 10 });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('dragging within 20 px of the list’s edge scrolls it', () => {
    const { container } = renderWithCore(<Owner />);
    placeTags(container);
    const list = container.querySelector<HTMLElement>('.idm-picker-tags');
    if (!list) throw new Error('no list');
    list.getBoundingClientRect = () => new DOMRect(0, 0, 300, 100);
    let scrolled = 0;
    Object.defineProperty(list, 'scrollTop', { get: () => scrolled, set: (value: number) => (scrolled = value) });
    pointer(tags(container)[0], 'pointerdown', { clientX: 10, clientY: 10 });
    pointer(list, 'pointermove', { clientX: 10, clientY: 50 });
    expect(scrolled).toBe(0);
    pointer(list, 'pointermove', { clientX: 10, clientY: 95 });
    expect(scrolled).toBeGreaterThan(0);
    const down = scrolled;
    pointer(list, 'pointermove', { clientX: 10, clientY: 5 });
    expect(scrolled).toBeLessThan(down);
    pointer(list, 'pointercancel');
  });
});
