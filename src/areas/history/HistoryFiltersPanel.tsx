import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HISTORY_ACTION_FILTERS,
  HISTORY_STATUS_FILTERS,
  PRD_REQUEST_STATES,
  ROLE_REQUEST_STATUSES,
} from '../../domain/request-states';
import {
  EMPTY_HISTORY_FILTERS,
  HISTORY_TYPES,
  PRD_STATUS_CODES,
  toggled,
  type HistoryAction,
  type HistoryFilters,
  type HistoryStatusGroup,
  type HistoryType,
  type PrdStatusCode,
  type RoleResourceStatus,
} from './history-query';
import { FilterActions, useAreaStyles } from '../../ui/area';
import listFiltersCss from '../../ui/area/list-filters.css?inline';
import { WithStrings } from '../../ui/WithStrings';
import { HISTORY_VIEW_STRINGS } from './view-strings';

export interface HistoryFiltersPanelProps {
  id: string;
  filters: HistoryFilters;
  onApply(filters: HistoryFilters): void;
}

interface Choice<T> {
  value: T;
  label: string;
}

/** Check boxes for every history filter (spec section 4); Apply and Clear. */
export function HistoryFiltersPanel(props: HistoryFiltersPanelProps) {
  return (
    <WithStrings strings={HISTORY_VIEW_STRINGS}>
      <FiltersForm {...props} />
    </WithStrings>
  );
}

function FiltersForm({ id, filters, onApply }: HistoryFiltersPanelProps) {
  const { t } = useTranslation();
  // The panel's rules come with its code: the list's first screen does not load them.
  const styled = useAreaStyles<HTMLFormElement>(listFiltersCss);
  const [draft, setDraft] = useState<HistoryFilters>(filters);
  const typeId = useId();

  const groupLabels: Record<HistoryStatusGroup, string> = {
    running_pending_p0: t('historyViews.filter.group.running_pending_p0'),
    approved_completed_denied_p3: t('historyViews.filter.group.approved_completed_denied_p3'),
    terminated_p2: t('historyViews.filter.group.terminated_p2'),
  };
  const actionLabels: Record<HistoryAction, string> = {
    grant: t('history.action.grant'),
    revoke: t('history.action.revoke'),
  };
  const typeLabels: Record<HistoryType, string> = {
    role: t('history.type.role'),
    resource: t('history.type.resource'),
    prd: t('history.type.prd'),
  };
  const statusLabels: Record<RoleResourceStatus, string> = {
    running: t('historyViews.filter.itemStatusOption.running'),
    pending: t('historyViews.filter.itemStatusOption.pending'),
    approved: t('historyViews.filter.itemStatusOption.approved'),
    completed: t('historyViews.filter.itemStatusOption.completed'),
    denied: t('historyViews.filter.itemStatusOption.denied'),
    terminated: t('historyViews.filter.itemStatusOption.terminated'),
  };
  const prdLabel = (code: PrdStatusCode) =>
    t(`history.state.prd.${code}`, PRD_REQUEST_STATES.get(code)?.label ?? String(code));

  return (
    <form
      ref={styled}
      id={id}
      className="idm-filters history-filters"
      aria-label={t('historyViews.filter.title')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <CheckGroup
        legend={t('historyViews.filter.status')}
        choices={HISTORY_STATUS_FILTERS.map((value) => ({ value, label: groupLabels[value] }))}
        chosen={draft.statusGroups}
        onToggle={(value) => setDraft({ ...draft, statusGroups: toggled(draft.statusGroups, value) })}
      />
      <CheckGroup
        legend={t('historyViews.filter.action')}
        choices={HISTORY_ACTION_FILTERS.map((value) => ({ value, label: actionLabels[value] }))}
        chosen={draft.actions}
        onToggle={(value) => setDraft({ ...draft, actions: toggled(draft.actions, value) })}
      />
      <div className="idm-filter">
        <label htmlFor={typeId}>{t('historyViews.filter.type')}</label>
        <select
          id={typeId}
          value={draft.type}
          onChange={(event) => setDraft({ ...draft, type: event.target.value as HistoryType | '' })}
        >
          <option value="">{t('historyViews.filter.anyType')}</option>
          {HISTORY_TYPES.map((value) => (
            <option key={value} value={value}>
              {typeLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <CheckGroup
        legend={t('historyViews.filter.itemStatus')}
        choices={ROLE_REQUEST_STATUSES.map((value) => ({ value, label: statusLabels[value] }))}
        chosen={draft.itemStatuses}
        onToggle={(value) => setDraft({ ...draft, itemStatuses: toggled(draft.itemStatuses, value) })}
      />
      <CheckGroup
        legend={t('historyViews.filter.prdStatus')}
        choices={PRD_STATUS_CODES.map((value) => ({ value, label: prdLabel(value) }))}
        chosen={draft.prdStatuses}
        onToggle={(value) => setDraft({ ...draft, prdStatuses: toggled(draft.prdStatuses, value) })}
      />
      <FilterActions
        applyLabel={t('historyViews.filter.apply')}
        clearLabel={t('historyViews.filter.clear')}
        onClear={() => {
          setDraft(EMPTY_HISTORY_FILTERS);
          onApply(EMPTY_HISTORY_FILTERS);
        }}
      />
    </form>
  );
}

function CheckGroup<T extends string | number>({
  legend,
  choices,
  chosen,
  onToggle,
}: {
  legend: string;
  choices: Choice<T>[];
  chosen: readonly T[];
  onToggle(value: T): void;
}) {
  return (
    <fieldset className="idm-filter">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={String(choice.value)} className="idm-check">
          <input
            type="checkbox"
            value={String(choice.value)}
            checked={chosen.includes(choice.value)}
            onChange={() => onToggle(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
