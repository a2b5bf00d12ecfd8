import { useMemo } from 'react';
import { useCore } from '../../core/react';
import type { PickerFetcher, PickerTreeSource } from '../../domain/picker-source';
import type { ResolvedTab } from './resolve-tabs';
import type { PickerSources } from './types';

/** The owner's source for the tab, else the tab's own mapping of api/lookups (kept while the tab's options stay). */
export function useTabSource(tab: ResolvedTab, sources: PickerSources | undefined): PickerFetcher | PickerTreeSource {
  const core = useCore();
  const { definition } = tab;
  const custom = sources?.[definition.id];
  const configKey = JSON.stringify(tab.config);
  return useMemo(
    () => custom ?? definition.defaultSource(core, JSON.parse(configKey) as ResolvedTab['config']),
    [core, custom, definition, configKey],
  );
}
