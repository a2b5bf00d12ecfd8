import { useEffect, useEffectEvent, useState } from 'react';
import type { PickerItem } from '../../domain/picker-item';

export type RootsLoader = (signal: AbortSignal) => Promise<readonly PickerItem[]>;

export type RootsState =
  { status: 'loading' } | { status: 'error' } | { status: 'loaded'; items: readonly PickerItem[] };

/** The top nodes of a tree, fetched when `reloadKey` changes (e.g. the team or role level). */
export function useTreeRoots(
  loadRoots: RootsLoader,
  reloadKey: string,
  onLoaded?: (items: readonly PickerItem[]) => void,
): RootsState {
  const [state, setState] = useState<{ key: string; roots: RootsState } | null>(null);
  const load = useEffectEvent((signal: AbortSignal) => loadRoots(signal));
  const loaded = useEffectEvent((items: readonly PickerItem[]) => onLoaded?.(items));

  useEffect(() => {
    const controller = new AbortController();
    setState({ key: reloadKey, roots: { status: 'loading' } });
    load(controller.signal).then(
      (items) => {
        if (controller.signal.aborted) return;
        setState({ key: reloadKey, roots: { status: 'loaded', items } });
        loaded(items);
      },
      () => {
        if (!controller.signal.aborted) setState({ key: reloadKey, roots: { status: 'error' } });
      },
    );
    return () => controller.abort();
  }, [reloadKey]);

  return state && state.key === reloadKey ? state.roots : { status: 'loading' };
}
