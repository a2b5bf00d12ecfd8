import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ASSIGNED_TO_OPTIONS,
  EMPTY_FILTERS,
  EXPIRE_UNITS,
  TASK_STATUS_OPTIONS,
  parseExpireWithin,
  type AssignedTo,
  type ExpireUnit,
  type TaskFilters,
  type TaskStatusFilter,
} from './task-query';
import { FilterActions, useAreaStyles } from '../../ui/area';
import taskFiltersCss from './task-filters.css?inline';
import { WithStrings } from '../../ui/WithStrings';
import { TASK_VIEW_STRINGS } from './view-strings';

export interface TaskFiltersPanelProps {
  id: string;
  filters: TaskFilters;
  onApply(filters: TaskFilters): void;
}

/** Assigned to, recipient, expires within N units and claim status; Apply and Clear. */
export function TaskFiltersPanel(props: TaskFiltersPanelProps) {
  return (
    <WithStrings strings={TASK_VIEW_STRINGS}>
      <FiltersForm {...props} />
    </WithStrings>
  );
}

function FiltersForm({ id, filters, onApply }: TaskFiltersPanelProps) {
  const { t } = useTranslation();
  // The panel's rules come with its code: the list's first screen does not load them.
  const styled = useAreaStyles<HTMLFormElement>(taskFiltersCss);
  const [draft, setDraft] = useState<TaskFilters>(filters);
  const ids = {
    assigned: useId(),
    recipient: useId(),
    within: useId(),
    unit: useId(),
    status: useId(),
    error: useId(),
  };
  const withinInvalid = draft.expireWithin.trim() !== '' && parseExpireWithin(draft.expireWithin) === null;
  const set = <K extends keyof TaskFilters>(key: K, value: TaskFilters[K]) => setDraft({ ...draft, [key]: value });

  const assignedLabels: Record<AssignedTo, string> = {
    user: t('taskViews.filter.assignedToOption.user'),
    delegated: t('taskViews.filter.assignedToOption.delegated'),
  };
  const unitLabels: Record<ExpireUnit, string> = {
    Days: t('taskViews.filter.unit.days'),
    Weeks: t('taskViews.filter.unit.weeks'),
  };
  const statusLabels: Record<TaskStatusFilter, string> = {
    Claimed: t('taskViews.filter.statusOption.claimed'),
    Unclaimed: t('taskViews.filter.statusOption.unclaimed'),
  };

  return (
    <form
      ref={styled}
      id={id}
      className="idm-filters tasks-filters"
      aria-label={t('taskViews.filter.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!withinInvalid) onApply(draft);
      }}
    >
      <div className="idm-filter">
        <label htmlFor={ids.assigned}>{t('taskViews.filter.assignedTo')}</label>
        <select
          id={ids.assigned}
          value={draft.assignedTo}
          onChange={(e) => set('assignedTo', e.target.value as AssignedTo | '')}
        >
          <option value="">{t('taskViews.filter.any')}</option>
          {ASSIGNED_TO_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {assignedLabels[option]}
            </option>
          ))}
        </select>
      </div>
      <div className="idm-filter">
        <label htmlFor={ids.recipient}>{t('taskViews.filter.recipient')}</label>
        <input
          id={ids.recipient}
          type="text"
          dir="auto"
          value={draft.recipient}
          onChange={(e) => set('recipient', e.target.value)}
        />
      </div>
      <fieldset className="idm-filter tasks-filter-group">
        <legend>{t('taskViews.filter.expiresWithin')}</legend>
        <label htmlFor={ids.within} className="visually-hidden">
          {t('taskViews.filter.expiresWithinNumber')}
        </label>
        <input
          id={ids.within}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={draft.expireWithin}
          aria-invalid={withinInvalid}
          aria-describedby={withinInvalid ? ids.error : undefined}
          onChange={(e) => set('expireWithin', e.target.value)}
        />
        <label htmlFor={ids.unit} className="visually-hidden">
          {t('taskViews.filter.expiresWithinUnit')}
        </label>
        <select
          id={ids.unit}
          value={draft.expireUnit}
          onChange={(e) => set('expireUnit', e.target.value as ExpireUnit)}
        >
          {EXPIRE_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {unitLabels[unit]}
            </option>
          ))}
        </select>
        {withinInvalid ? (
          <span id={ids.error} className="tasks-field-error">
            {t('taskViews.filter.expiresWithinError')}
          </span>
        ) : null}
      </fieldset>
      <div className="idm-filter">
        <label htmlFor={ids.status}>{t('taskViews.filter.status')}</label>
        <select
          id={ids.status}
          value={draft.status}
          onChange={(e) => set('status', e.target.value as TaskStatusFilter | '')}
        >
          <option value="">{t('taskViews.filter.any')}</option>
          {TASK_STATUS_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {statusLabels[option]}
            </option>
          ))}
        </select>
      </div>
      <FilterActions
        applyLabel={t('taskViews.filter.apply')}
        clearLabel={t('taskViews.filter.clear')}
        applyDisabled={withinInvalid}
        onClear={() => {
          setDraft(EMPTY_FILTERS);
          onApply(EMPTY_FILTERS);
        }}
      />
    </form>
  );
}
