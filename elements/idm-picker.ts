import { createElement, useMemo } from 'react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRoot } from './element-root';
import { Picker, PICKER_TABS, type PickerItem, type PickerSources, type PickerTabSpec } from '../src/ui/picker';
import type { PickerTabId } from '../src/ui/picker/types';
import type { PickerSearchAttribute } from '../src/domain/picker-list';
import type { SelectionMode } from '../src/domain/picker-selection';
import { CORE_VERSION } from '../src/core/version';
import { sharedStyles } from '../src/ui/styles/shared-styles';

/** `detail` of `idm-selection-change`. */
export interface IdmSelectionChangeDetail {
  items: PickerItem[];
}

interface IdmPickerProps extends IdmHostProps {
  label?: string;
  /** Comma-separated tab ids, e.g. `users,groups`. */
  tabs?: string;
  mode?: string;
  required?: boolean;
  disabled?: boolean;
  roleLevel?: number;
  teamDn?: string;
  rootSelectable?: boolean;
  autoSelectFirst?: boolean;
  prependAllDrivers?: boolean;
  errorText?: string;
  value?: PickerItem[];
  excluded?: string[];
  tabConfigs?: PickerTabSpec[];
  sources?: PickerSources;
  searchAttributes?: PickerSearchAttribute[];
}

const MODES: readonly SelectionMode[] = ['single', 'multi', 'dropdown'];

export function parseTabs(tabs: string | undefined): PickerTabId[] {
  const known = new Set<string>(Object.keys(PICKER_TABS));
  const ids = (tabs ?? 'users')
    .split(',')
    .map((tab) => tab.trim())
    .filter((tab): tab is PickerTabId => known.has(tab));
  return ids.length > 0 ? ids : ['users'];
}

function IdmPicker(props: IdmPickerProps) {
  const { host } = props;
  const tabs = useMemo(() => props.tabConfigs ?? parseTabs(props.tabs), [props.tabConfigs, props.tabs]);
  const mode = MODES.find((m) => m === props.mode) ?? 'single';
  return createElement(Picker, {
    label: props.label ?? '',
    tabs,
    mode,
    value: props.value,
    excluded: props.excluded,
    roleLevel: props.roleLevel,
    teamDn: props.teamDn,
    searchAttributes: props.searchAttributes,
    rootSelectable: props.rootSelectable,
    autoSelectFirst: props.autoSelectFirst,
    prependAllDrivers: props.prependAllDrivers,
    required: props.required,
    errorText: props.errorText,
    disabled: props.disabled,
    sources: props.sources,
    onChange: (items: PickerItem[]) => emitIdmEvent<IdmSelectionChangeDetail>(host, 'idm-selection-change', { items }),
    onTouched: () => emitIdmEvent(host, 'idm-touched', {}),
  });
}

/**
 * `<idm-picker>`: the selection widget on its own — a people, group or role picker for a portal.
 *
 * Attributes: `label`, `tabs` (comma-separated: users, groups, roles, categories, containers,
 * customApproval, driverEntitlement, dropdown, entitlementValues, resources, teams, sods, drivers,
 * entity, recipients, permission), `mode` (single | multi | dropdown), `required`, `disabled`,
 * `role-level` (10 | 20 | 30), `team-dn`, `root-selectable`, `auto-select-first`,
 * `prepend-all-drivers`, `error-text`.
 * Properties: `value` (selected items; uncontrolled when unset), `excluded` (DNs or ids),
 * `tabConfigs` (tab objects instead of `tabs`), `sources` (per-tab data, default: the server's
 * lookups), `searchAttributes`.
 * Events: `idm-selection-change` `{ items }` on every change; `idm-touched` when a person changed it
 * or left it.
 */
export const IdmPickerElement = defineIdmElement('idm-picker', IdmPicker, {
  attributes: {
    label: 'string',
    tabs: 'string',
    mode: 'string',
    required: 'boolean',
    disabled: 'boolean',
    roleLevel: 'number',
    teamDn: 'string',
    rootSelectable: 'boolean',
    autoSelectFirst: 'boolean',
    prependAllDrivers: 'boolean',
    errorText: 'string',
  },
  properties: ['value', 'excluded', 'tabConfigs', 'sources', 'searchAttributes'],
  styles: sharedStyles,
  wrap: elementRoot,
  version: CORE_VERSION,
});
