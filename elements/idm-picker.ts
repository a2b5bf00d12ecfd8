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
 * Attributes:
 * - `label` (string): the field's label.
 * - `tabs` (string): comma-separated tabs: users, groups, roles, categories, containers, customApproval,
 *   driverEntitlement, dropdown, entitlementValues, resources, teams, sods, drivers, entity, recipients,
 *   permission (`users` when left out).
 * - `mode` (`single` | `multi` | `dropdown`): how many items may be chosen (`single` by default).
 * - `required` (boolean): a choice is required; the field says so when left empty.
 * - `disabled` (boolean): the field cannot be changed.
 * - `role-level` (`10` | `20` | `30`): the roles tab lists roles of that level only.
 * - `team-dn` (string): the users tab lists that team's members only.
 * - `root-selectable` (boolean): the container tree's root may be chosen.
 * - `auto-select-first` (boolean): the first result is chosen when nothing is.
 * - `prepend-all-drivers` (boolean): the drivers list starts with "All drivers".
 * - `error-text` (string): an error to show beside the field.
 *
 * Properties:
 * - `value` (PickerItem[]): the selected items; uncontrolled when unset.
 * - `excluded` (string[]): DNs or ids never offered.
 * - `tabConfigs` (PickerTabConfig[]): tab objects instead of `tabs`.
 * - `sources` (PickerSources): per-tab data; the server's lookups by default.
 * - `searchAttributes` (array): the attributes the users tab searches and names in its placeholder.
 *
 * Events (bubbling, composed):
 * - `idm-selection-change` — `{ items }` on every change of the selection.
 * - `idm-touched` — `{}` when a person changed the field or left it.
 *
 * Parts: `picker` (the whole field), `picker-field` (the search box), `picker-popup` (the results),
 * `picker-selection` (the chosen items).
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
