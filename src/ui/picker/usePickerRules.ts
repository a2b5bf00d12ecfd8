import { useEffect, useEffectEvent, useRef } from 'react';
import { itemKey, type PickerItem } from '../../domain/picker-item';
import {
  autoSelection,
  sameSelection,
  selectionAfterEntitlementChange,
  withoutContainers,
} from '../../domain/picker-selection';
import type { PickerEntitlement } from './types';
import { useChangeEffect } from './useChangeEffect';

export interface PickerRulesOptions {
  selected: readonly PickerItem[];
  /** A change the picker makes itself (not a person). */
  apply(next: PickerItem[]): void;
  choose(item: PickerItem): void;
  roleLevel?: number;
  teamDn?: string;
  entitlement?: PickerEntitlement;
  /** Auto-select-first is on and the active tab allows it. */
  autoSelect: boolean;
  /** Items the first of which is chosen: 'All Drivers' at once, else the first loaded list or tree. */
  firstCandidates: readonly PickerItem[];
}

/**
 * Spec section 4: a new role level or team clears selected containers; a new entitlement clears the
 * selection unless it came from the entitlement component; auto-select-first chooses the first item
 * once, when nothing is selected.
 */
export function usePickerRules(options: PickerRulesOptions) {
  const { selected, apply } = options;

  useChangeEffect(`${options.roleLevel ?? ''}|${options.teamDn ?? ''}`, () => {
    const next = withoutContainers(selected);
    if (!sameSelection(next, selected)) apply(next);
  });

  useChangeEffect(options.entitlement?.dn ?? '', () => {
    const next = selectionAfterEntitlementChange(selected, options.entitlement?.fromEntitlementComponent ?? false);
    if (!sameSelection(next, selected)) apply(next);
  });

  const autoSelected = useRef(false);
  const offerFirst = useEffectEvent((candidates: readonly PickerItem[]) => {
    if (autoSelected.current || !options.autoSelect || candidates.length === 0) return;
    autoSelected.current = true;
    const first = autoSelection(selected, candidates);
    if (first) options.choose(first);
  });
  const offerCandidates = useEffectEvent(() => offerFirst(options.firstCandidates));
  const firstKey = options.firstCandidates[0] ? itemKey(options.firstCandidates[0]) : '';
  useEffect(() => {
    if (firstKey) offerCandidates();
  }, [firstKey]);
}
