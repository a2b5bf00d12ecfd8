// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../../src/core/errors';
import { makeFault } from '../../../../src/domain/fault';
import { EditorForm, useEditorForm, type Versioned } from '../../../../src/ui/form';
import { renderWithCore } from '../render-core';

interface Note {
  title: string;
  body: string;
}

const BASE: Note = { title: 'Payroll', body: 'Pays people' };
const LABELS: Record<keyof Note, string> = { title: 'Title', body: 'Body' };

interface Props {
  initial?: Note;
  version?: string;
  save(value: Note, version: string | undefined): Promise<string | undefined | void>;
  reload?(): Promise<Versioned<Note>>;
  faultField?(reason: string): keyof Note | null;
}

function NoteForm({ initial = BASE, version = '"v1"', save, reload, faultField }: Props) {
  const form = useEditorForm<Note, string>({
    initial,
    version,
    problems: (value) => ({ title: value.title.trim() === '' ? 'Required' : null }),
    save,
    reload,
    faultField,
  });
  return (
    <EditorForm form={form} part="note-form" submitLabel="Save" fieldLabel={(field) => LABELS[field]}>
      <label>
        Title
        <input value={form.value.title} onChange={(e) => form.set({ title: e.target.value })} />
      </label>
      <p data-testid="title-problem">{form.problemOf('title')}</p>
      <label>
        Body
        <input value={form.value.body} onChange={(e) => form.set({ body: e.target.value })} />
      </label>
    </EditorForm>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the form kit', () => {
  afterEach(cleanup);

  it('sends one request for a double click, with the version read as If-Match', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithCore(<NoteForm save={send} />);
    type('Title', 'Payroll 2');
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ title: 'Payroll 2', body: 'Pays people' }, '"v1"');
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    await act(async () => finish());
    expect((await screen.findByRole('button', { name: 'Save' })).hasAttribute('disabled')).toBe(false);
  });

  it('sends nothing for a click that comes after a fast save, while the form is still shown', async () => {
    const send = vi.fn(() => Promise.resolve());
    renderWithCore(<NoteForm save={send} />);
    type('Title', 'Payroll 2');
    save();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    // The save went through before the second click of a double click (a create form stays on screen
    // until the new object's page is in): the same value is not sent again.
    await act(async () => save());
    expect(send).toHaveBeenCalledTimes(1);
    type('Title', 'Payroll 3');
    await act(async () => save());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('shows the rule beside the field and sends nothing while it fails', () => {
    const send = vi.fn(() => Promise.resolve());
    renderWithCore(<NoteForm save={send} />);
    type('Title', ' ');
    save();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByTestId('title-problem').textContent).toBe('Required');
    expect(screen.getByRole('alert').textContent).toBe('Correct the marked fields, then save again.');
  });

  it('shows a refused field beside it, and keeps what was typed', async () => {
    const fault = new HttpError(400, 'Bad Request', makeFault('InvalidInput', 'Invalid input: title'));
    renderWithCore(
      <NoteForm save={() => Promise.reject(fault)} faultField={(r) => (r.includes('title') ? 'title' : null)} />,
    );
    type('Title', 'Pay<roll');
    save();
    await waitFor(() => expect(screen.getByTestId('title-problem').textContent).toBe('Invalid input: title'));
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Pay<roll');
  });

  it('lists the forms with unsaved changes until they are saved', async () => {
    const { core } = renderWithCore(<NoteForm save={() => Promise.resolve('"v2"')} />);
    expect(core.stores.$unsavedForms.get()).toHaveLength(0);
    type('Body', 'Changed');
    expect(core.stores.$unsavedForms.get()).toHaveLength(1);
    save();
    await waitFor(() => expect(core.stores.$unsavedForms.get()).toHaveLength(0));
  });

  it('takes a newer read while nothing is typed, and keeps what is typed over one', async () => {
    const send = vi.fn<Props['save']>().mockResolvedValue(undefined);
    const { rerender } = renderWithCore(<NoteForm save={send} />);
    rerender(<NoteForm save={send} initial={{ ...BASE, body: 'Read again' }} version='"v2"' />);
    expect(screen.getByLabelText('Body')).toHaveProperty('value', 'Read again');
    type('Title', 'Typed');
    rerender(<NoteForm save={send} initial={{ ...BASE, body: 'Read a third time' }} version='"v3"' />);
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Typed');
    expect(screen.getByLabelText('Body')).toHaveProperty('value', 'Read again');
    save();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ title: 'Typed', body: 'Read again' }, '"v2"'));
  });

  describe('after someone else saved meanwhile (412)', () => {
    const stale = new HttpError(412, 'Precondition Failed', {});
    const theirs = { value: { title: 'Payroll (EU)', body: 'Pays people' }, version: '"v2"' };

    const conflict = async (send: Props['save']) => {
      renderWithCore(<NoteForm save={send} reload={() => Promise.resolve(theirs)} />);
      type('Body', 'Pays everyone');
      save();
      return screen.findByRole('dialog', { name: 'Someone else saved this meanwhile' });
    };

    it('shows, field by field, what they changed and what I changed', async () => {
      const dialog = await conflict(() => Promise.reject(stale));
      const rows = [...dialog.querySelectorAll('tbody tr')].map((row) =>
        [...row.children].map((cell) => cell.textContent),
      );
      expect(rows).toEqual([
        ['Title', 'Payroll (EU)', 'Not changed'],
        ['Body', 'Not changed', 'Pays everyone'],
      ]);
    });

    it('applies my changes on top of theirs, and the next save sends their version', async () => {
      const send = vi.fn<Props['save']>().mockRejectedValueOnce(stale).mockResolvedValueOnce('"v3"');
      await conflict(send);
      fireEvent.click(screen.getByRole('button', { name: 'Apply my changes on top' }));
      expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Payroll (EU)');
      expect(screen.getByLabelText('Body')).toHaveProperty('value', 'Pays everyone');
      save();
      await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
      expect(send).toHaveBeenLastCalledWith({ title: 'Payroll (EU)', body: 'Pays everyone' }, '"v2"');
    });

    it('takes their version, keeping nothing of mine', async () => {
      await conflict(() => Promise.reject(stale));
      fireEvent.click(await screen.findByRole('button', { name: 'Take the saved version' }));
      expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Payroll (EU)');
      expect(screen.getByLabelText('Body')).toHaveProperty('value', 'Pays people');
    });
  });
});
