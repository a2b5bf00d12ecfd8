import { useCallback, useEffect, useRef, useState } from 'react';
import { itemKey, type PickerItem } from '../../domain/picker-item';

export type ChildrenState =
  { status: 'loading' } | { status: 'error' } | { status: 'loaded'; items: readonly PickerItem[] };

export type ChildrenLoader = (parent: PickerItem, signal: AbortSignal) => Promise<readonly PickerItem[]>;

/** Children already on the node (a root's sub-containers, a driver's entitlements). */
export function knownChildren(node: PickerItem): readonly PickerItem[] | undefined {
  return node.subContainers ?? node.entitlements;
}

/**
 * Children per node key: fetched on first expansion, then kept. A failed load is tried again on
 * the next expansion.
 */
export function useTreeChildren(loadChildren: ChildrenLoader) {
  const [children, setChildren] = useState<ReadonlyMap<string, ChildrenState>>(new Map());
  const inFlight = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const controllers = inFlight.current;
    return () => controllers.forEach((controller) => controller.abort());
  }, []);

  const set = (key: string, state: ChildrenState) => setChildren((current) => new Map(current).set(key, state));

  const ensureLoaded = useCallback(
    (node: PickerItem, current: ChildrenState | undefined) => {
      const key = itemKey(node);
      if (knownChildren(node) || current?.status === 'loaded' || inFlight.current.has(key)) return;
      const controller = new AbortController();
      inFlight.current.set(key, controller);
      set(key, { status: 'loading' });
      loadChildren(node, controller.signal).then(
        (items) => {
          inFlight.current.delete(key);
          if (!controller.signal.aborted) set(key, { status: 'loaded', items });
        },
        () => {
          inFlight.current.delete(key);
          if (!controller.signal.aborted) set(key, { status: 'error' });
        },
      );
    },
    [loadChildren],
  );

  const stateOf = (node: PickerItem): ChildrenState | undefined => {
    const known = knownChildren(node);
    return known ? { status: 'loaded', items: known } : children.get(itemKey(node));
  };

  return { stateOf, ensureLoaded };
}
