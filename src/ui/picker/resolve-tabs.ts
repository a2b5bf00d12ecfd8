import type { TFunction } from 'i18next';
import type { PickerSearchAttribute } from '../../domain/picker-list';
import { PICKER_TABS, type PickerTabDefinition, type ResolvedTabConfig } from './tabs';
import type { PickerTabSpec } from './types';

export interface ResolvedTab {
  definition: PickerTabDefinition;
  config: ResolvedTabConfig;
  label: string;
  placeholder: string;
}

/** The tabs as shown: definitions with their options, labels and placeholders. */
export function resolveTabs(
  specs: readonly PickerTabSpec[],
  t: TFunction,
  searchAttributes: readonly PickerSearchAttribute[] | undefined,
): ResolvedTab[] {
  return specs.map((spec) => {
    const given = typeof spec === 'string' ? { id: spec } : spec;
    const config: ResolvedTabConfig = { ...given, searchAttributes: given.searchAttributes ?? searchAttributes };
    const definition = PICKER_TABS[config.id];
    const label = config.label ?? definition.label(t);
    return { definition, config, label, placeholder: definition.placeholder(t, label, config) };
  });
}
