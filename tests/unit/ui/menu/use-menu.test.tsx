// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMenu } from '../../../../src/ui/menu/use-menu';

/** A menu as the console's are built: a button, a panel of links and buttons (one hidden, one disabled), a field. */
function Harness() {
  const { open, toggle, rootRef, buttonRef, panelRef, onKeyDown } = useMenu();
  return (
    <>
      <div ref={rootRef} onKeyDown={onKeyDown}>
        <button ref={buttonRef} type="button" aria-expanded={open} onClick={toggle}>
          Account
        </button>
        <div ref={panelRef} hidden={!open} data-testid="panel">
          <a href="#/profile">Profile</a>
          <button type="button">Help</button>
          <button type="button" disabled>
            Proxy
          </button>
          <div hidden>
            <button type="button">Exit proxy</button>
          </div>
          <button type="button">About</button>
          <label>
            Language <input defaultValue="en" />
          </label>
          <button type="button">Sign out</button>
        </div>
      </div>
      <button type="button">After the menu</button>
    </>
  );
}

const focused = () => (document.activeElement as HTMLElement | null)?.textContent?.trim();
const panel = () => screen.getByTestId('panel');

async function openWithArrowDown() {
  const user = userEvent.setup();
  render(<Harness />);
  screen.getByRole('button', { name: 'Account' }).focus();
  await user.keyboard('{ArrowDown}');
  return user;
}

describe('useMenu, the keyboard of every console menu', () => {
  afterEach(cleanup);

  it('Arrow Down on the button opens the menu on its first item', async () => {
    await openWithArrowDown();
    expect(panel().hidden).toBe(false);
    expect(screen.getByRole('button', { name: 'Account', expanded: true })).toBeTruthy();
    expect(focused()).toBe('Profile');
  });

  it('Arrow Up on the button opens the menu on its last item', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('button', { name: 'Account' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(panel().hidden).toBe(false);
    expect(focused()).toBe('Sign out');
  });

  it('Arrow Down reaches every shown, enabled item in order and comes round to the first', async () => {
    const user = await openWithArrowDown();
    const reached = [focused()];
    for (let i = 0; i < 4; i += 1) {
      await user.keyboard('{ArrowDown}');
      reached.push(focused());
    }
    expect(reached).toEqual(['Profile', 'Help', 'About', 'Sign out', 'Profile']);
  });

  it('Arrow Up goes back through the items and from the first round to the last', async () => {
    const user = await openWithArrowDown();
    const reached: (string | undefined)[] = [];
    for (let i = 0; i < 4; i += 1) {
      await user.keyboard('{ArrowUp}');
      reached.push(focused());
    }
    expect(reached).toEqual(['Sign out', 'About', 'Help', 'Profile']);
  });

  it('Home and End go to the first and the last item', async () => {
    const user = await openWithArrowDown();
    await user.keyboard('{End}');
    expect(focused()).toBe('Sign out');
    await user.keyboard('{Home}');
    expect(focused()).toBe('Profile');
  });

  it('a letter goes to the next item starting with it', async () => {
    const user = await openWithArrowDown();
    await user.keyboard('s');
    expect(focused()).toBe('Sign out');
    await user.keyboard('h');
    expect(focused()).toBe('Help');
  });

  it('Escape closes the menu and gives the focus back to its button', async () => {
    const user = await openWithArrowDown();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(panel().hidden).toBe(true);
    expect(screen.getByRole('button', { name: 'Account', expanded: false })).toBe(document.activeElement);
  });

  it('a field in the panel keeps its own keys', async () => {
    const user = await openWithArrowDown();
    const field = screen.getByRole('textbox', { name: 'Language' });
    field.focus();
    await user.keyboard('{End}{ArrowDown}');
    expect(document.activeElement).toBe(field);
    await user.keyboard('{Escape}');
    expect(panel().hidden).toBe(true);
  });

  it('a pointer down outside closes the menu', async () => {
    const user = await openWithArrowDown();
    await user.click(screen.getByRole('button', { name: 'After the menu' }));
    expect(panel().hidden).toBe(true);
  });

  it('a click on the button opens and closes the menu without moving the focus into it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Account' });
    await user.click(button);
    expect(panel().hidden).toBe(false);
    expect(document.activeElement).toBe(button);
    await user.click(button);
    expect(panel().hidden).toBe(true);
  });
});
