import { lazy, Suspense, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from '../../core/react';
import type { PickerItem } from '../../domain/picker-item';
import { allDriversItem } from '../../domain/picker-list';
import { isChoosable, isSelected, moveItem, removeItem, selectItem } from '../../domain/picker-selection';
import type { PickerContext } from '../../domain/picker-source';
import { PickerInput } from './PickerInput';
import { PickerListPanel } from './PickerListPanel';
import { PickerTabBar } from './PickerTabBar';
import { PickerTags } from './PickerTags';
import { resolveTabs } from './resolve-tabs';
import type { PickerProps, PickerTabId } from './types';
import { useOutsideClick } from './useOutsideClick';
import { usePickerKeyboard } from './usePickerKeyboard';
import { usePickerList } from './usePickerList';
import { usePickerRules } from './usePickerRules';
import { usePickerSelection } from './usePickerSelection';
import { useSearchTerm } from './useSearchTerm';
import { useTabSource } from './useTabSource';
import { useStylesIn } from '../area/use-area-styles';
import pickerStyles from '../styles/picker.css?inline';
import { WithStrings } from '../WithStrings';
import { pickerStrings } from './strings';

const PICKER_STRINGS = [pickerStrings];

/** The tree of a tree tab (containers, drivers): its code comes when a picker with such a tab first opens. */
const loadTreePanel = () => import('./PickerTreePanel');
const PickerTreePanel = lazy(() => loadTreePanel().then((module) => ({ default: module.PickerTreePanel })));

/**
 * The selection widget (spec sections 2, 4 and 5): a search box (ARIA combobox) over tabbed result
 * lists or trees, and the selected items as tags. Its texts come with its code (namespace `picker`).
 */
export function Picker(props: PickerProps) {
  return (
    <WithStrings strings={PICKER_STRINGS}>
      <PickerView {...props} />
    </WithStrings>
  );
}

function PickerView(props: PickerProps) {
  const { t } = useTranslation();
  const mode = props.mode ?? 'single';
  const disabled = props.disabled ?? false;
  const baseId = useId();
  const ids = {
    input: `${baseId}-input`,
    listbox: `${baseId}-listbox`,
    tree: `${baseId}-tree`,
    panel: `${baseId}-panel`,
    error: `${baseId}-error`,
    tab: (id: PickerTabId) => `${baseId}-tab-${id}`,
    option: (index: number) => `${baseId}-option-${index}`,
  };
  const rootRef = useRef<HTMLDivElement>(null);
  useStylesIn(rootRef, pickerStyles);
  const inputRef = useRef<HTMLInputElement>(null);
  const treeRef = useRef<HTMLUListElement>(null);

  const tabs = resolveTabs(props.tabs, t, props.searchAttributes);
  const [activeId, setActiveId] = useState<PickerTabId | undefined>(tabs[0]?.definition.id);
  const active = tabs.find((tab) => tab.definition.id === activeId) ?? tabs[0];
  if (!active) throw new Error('Picker: give at least one tab');
  const { definition } = active;
  const source = useTabSource(active, props.sources);

  const [open, setOpen] = useState(false);
  const hasTreeTab = tabs.some((tab) => tab.definition.kind === 'tree');
  // Opened with a tree tab among its tabs: the tree's code is asked for before that tab is chosen.
  useEffect(() => {
    if (hasTreeTab && open) void loadTreePanel();
  }, [hasTreeTab, open]);
  const search = useSearchTerm();
  const selection = usePickerSelection(props);
  const { selected } = selection;
  const excluded = props.excluded ?? [];
  const context: PickerContext = {
    roleLevel: props.roleLevel,
    teamDn: props.teamDn,
    entitlement: props.entitlement ? { dn: props.entitlement.dn, driverDn: props.entitlement.driverDn } : undefined,
    entityKey: active.config.entityKey,
  };
  const contextKey = JSON.stringify(context);
  const allDrivers =
    props.prependAllDrivers && definition.allowsAllDrivers
      ? allDriversItem(t('picker.allDrivers'), definition.itemType)
      : null;

  const list = usePickerList({
    tab: definition.kind === 'list' ? definition : null,
    activeId: definition.id,
    fetcher: typeof source === 'function' ? source : null,
    term: search.term,
    mode,
    context,
    contextKey,
    allDrivers,
  });

  const choose = (item: PickerItem, by: 'person' | 'picker') => {
    selection.commit(selectItem(selected, item, { mode, tabSelection: active.config.selection }), by);
    if (by === 'person' && (mode !== 'multi' || props.closeOnChoose === true)) {
      setOpen(false);
      search.clear();
      inputRef.current?.focus();
    }
  };
  const chooseByPerson = (item: PickerItem) => choose(item, 'person');

  const [treeRoots, setTreeRoots] = useState<readonly PickerItem[]>([]);
  usePickerRules({
    selected,
    apply: (next) => selection.commit(next, 'picker'),
    choose: (item) => choose(item, 'picker'),
    roleLevel: props.roleLevel,
    teamDn: props.teamDn,
    entitlement: props.entitlement,
    autoSelect: (props.autoSelectFirst ?? false) && (definition.autoSelectable ?? false),
    firstCandidates: allDrivers
      ? [allDrivers]
      : list.view.status === 'loaded'
        ? list.view.items
        : definition.kind === 'tree'
          ? treeRoots
          : [],
  });

  const closeAndClear = () => {
    setOpen(false);
    search.clear();
  };
  useOutsideClick(rootRef, open || search.query !== '', closeAndClear);

  const choosable = (item: PickerItem) => isChoosable(item, selected, excluded);
  const keys = usePickerKeyboard({
    open,
    setOpen,
    treeTab: definition.kind === 'tree',
    moveCursor: list.moveCursor,
    activeItem: list.activeItem,
    isChoosable: choosable,
    choose: chooseByPerson,
    inputRef,
    treeRef,
  });
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) selection.touch();
  };

  const showError = (props.required ?? false) && selection.touched && selected.length === 0;
  const multiselectable = mode === 'multi';
  const chosen = (item: PickerItem) => isSelected(selected, item);
  const tabbed = tabs.length > 1;

  return (
    <div
      ref={rootRef}
      className={['idm-picker', disabled ? 'disabled' : '', props.className ?? ''].filter(Boolean).join(' ')}
      part="picker"
      onBlur={onBlur}
    >
      <label className="idm-picker-label" htmlFor={ids.input}>
        {props.label}
      </label>
      <PickerInput
        id={ids.input}
        inputRef={inputRef}
        query={search.query}
        placeholder={active.placeholder}
        open={open && !disabled}
        popupId={definition.kind === 'tree' ? ids.tree : ids.listbox}
        popupKind={definition.kind === 'tree' ? 'tree' : 'listbox'}
        activeOptionId={list.activeIndex === null ? undefined : ids.option(list.activeIndex)}
        readOnly={definition.kind === 'tree' || mode === 'dropdown'}
        disabled={disabled}
        required={props.required ?? false}
        invalid={showError}
        describedBy={showError ? ids.error : undefined}
        onQueryChange={(text) => {
          search.setQuery(text);
          setOpen(true);
        }}
        onClearQuery={() => {
          search.clear();
          inputRef.current?.focus();
        }}
        onToggle={() => setOpen(!open)}
        onKeyDown={keys.onInputKeyDown}
      />
      <div className="idm-picker-popup" part="picker-popup" hidden={!open || disabled} onKeyDown={keys.onPopupKeyDown}>
        {tabbed ? (
          <PickerTabBar
            tabs={tabs.map((tab) => ({ id: tab.definition.id, label: tab.label }))}
            activeId={definition.id}
            tabIdOf={ids.tab}
            panelId={ids.panel}
            onActivate={setActiveId}
          />
        ) : null}
        <div
          id={ids.panel}
          className="idm-picker-panel"
          role={tabbed ? 'tabpanel' : undefined}
          aria-labelledby={tabbed ? ids.tab(definition.id) : undefined}
        >
          {definition.kind === 'list' ? (
            <PickerListPanel
              listboxId={ids.listbox}
              tab={definition}
              label={active.label}
              view={list.view}
              page={list.page}
              onPageChange={list.setPage}
              multiselectable={multiselectable}
              activeIndex={list.activeIndex}
              optionId={ids.option}
              isSelected={chosen}
              isChoosable={choosable}
              onChoose={chooseByPerson}
            />
          ) : typeof source !== 'function' ? (
            <Suspense fallback={null}>
              <PickerTreePanel
                id={ids.tree}
                label={active.label}
                tab={definition}
                config={active.config}
                source={source}
                context={context}
                contextKey={contextKey}
                rootSelectable={props.rootSelectable ?? false}
                prependAllDrivers={props.prependAllDrivers ?? false}
                multiselectable={multiselectable}
                treeRef={treeRef}
                isSelected={chosen}
                isChoosable={choosable}
                onChoose={chooseByPerson}
                onRootsLoaded={setTreeRoots}
              />
            </Suspense>
          ) : null}
        </div>
      </div>
      {showError ? (
        <p id={ids.error} className="idm-picker-error" role="alert">
          {props.errorText ?? t('picker.required')}
        </p>
      ) : null}
      <PickerTags
        items={selected}
        label={props.label}
        reorderable={multiselectable}
        disabled={disabled}
        onRemove={(item) => selection.commit(removeItem(selected, item), 'person')}
        onClear={() => selection.commit([], 'person')}
        onMove={(from, to) => selection.commit(moveItem(selected, from, to), 'person')}
      />
    </div>
  );
}
