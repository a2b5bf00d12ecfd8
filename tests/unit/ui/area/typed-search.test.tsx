// @vitest-environment happy-dom
import '../../setup/act-environment';
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useTypedSearch } from '../../../../src/ui/area';
import { renderWithCore } from '../render-core';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A list whose search the hook sets, as useListState holds it; `searched` records every search it was given. */
function setupList(initial = '') {
  const searched: string[] = [];
  let setFromOutside: (text: string) => void = () => {};
  function List() {
    const [search, setSearch] = useState(initial);
    setFromOutside = setSearch;
    const [typed, setTyped] = useTypedSearch({
      search,
      setSearch: (text) => {
        searched.push(text);
        setSearch(text);
      },
    });
    return (
      <>
        <input aria-label="Search users" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <output>{search}</output>
      </>
    );
  }
  renderWithCore(<List />);
  return { searched, box: screen.getByRole('textbox', { name: 'Search users' }), setFromOutside };
}

describe('useTypedSearch', () => {
  it('searches what was typed (trimmed) once typing pauses 1000 ms, on the core’s timers', async () => {
    vi.useFakeTimers();
    const { searched, box } = setupList();
    fireEvent.change(box, { target: { value: 'an' } });
    await act(async () => vi.advanceTimersByTimeAsync(600));
    fireEvent.change(box, { target: { value: 'ann ' } });
    await act(async () => vi.advanceTimersByTimeAsync(999));
    expect(searched).toEqual([]);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(searched).toEqual(['ann']);
    expect(screen.getByRole('status').textContent).toBe('ann');
    expect(box).toHaveProperty('value', 'ann ');
  });

  it('typing back to the search in place asks for nothing; clearing the field lists everyone again', async () => {
    vi.useFakeTimers();
    const { searched, box } = setupList('ann');
    fireEvent.change(box, { target: { value: 'anna' } });
    fireEvent.change(box, { target: { value: 'ann' } });
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(searched).toEqual([]);
    fireEvent.change(box, { target: { value: '' } });
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(searched).toEqual(['']);
  });

  it('a search from elsewhere (Back) shows in the field without being searched again', async () => {
    vi.useFakeTimers();
    const { searched, box, setFromOutside } = setupList();
    act(() => setFromOutside('bob'));
    expect(box).toHaveProperty('value', 'bob');
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(searched).toEqual([]);
  });

  it('nothing is searched after the list is gone', async () => {
    vi.useFakeTimers();
    const { searched, box } = setupList();
    fireEvent.change(box, { target: { value: 'ann' } });
    cleanup();
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(searched).toEqual([]);
  });
});
