import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dayTextOf } from '../../domain/day-text';
import { toDate } from '../../domain/format';
import { webPageHref } from '../../domain/safe-url';
import { DateTime } from '../../ui/dates/DateTime';
import { Fact } from '../../ui/area';
import type { TaskDataItem } from './task-model';

/** The link to a server-side approval form: http or https only (never javascript:, data:, …). */
export const approvalFormHref = (url: string | null): string | null => webPageHref(url);

export interface ApprovalFormProps {
  items: readonly TaskDataItem[];
  /** The approver's values of editable items, by name; the server's values until changed. */
  values: Readonly<Record<string, readonly string[]>>;
  onChange(name: string, values: string[]): void;
  /** Required items an approval was tried without. */
  missing?: readonly string[];
  /** The server-side approval form, when the task has one. */
  formHref: string | null;
}

/**
 * The task's data items: read-only ones as facts, the others as fields whose values go back with
 * approve or deny; and the link to the server-side form when the task names one.
 */
export function ApprovalForm({ items, values, onChange, formHref, missing = [] }: ApprovalFormProps) {
  const { t } = useTranslation();
  const readOnly = items.filter((item) => item.readOnly);
  const editable = items.filter((item) => !item.readOnly);
  return (
    <>
      {readOnly.length > 0 ? (
        <dl className="idm-facts tasks-facts">
          {readOnly.map((item) => (
            <Fact key={item.name} label={item.label || item.name}>
              <ItemValues item={item} />
            </Fact>
          ))}
        </dl>
      ) : null}
      {editable.length > 0 ? (
        <div className="task-form-fields">
          <p className="idm-detail-hint">{t('taskViews.detail.formHint')}</p>
          {missing.length > 0 ? (
            <p className="idm-alert danger" role="alert">
              {t('taskViews.detail.fillRequired')}
            </p>
          ) : null}
          {editable.map((item) => (
            <DataItemField
              key={item.name}
              item={item}
              values={values[item.name] ?? item.values}
              invalid={missing.includes(item.name)}
              onChange={(next) => onChange(item.name, next)}
            />
          ))}
        </div>
      ) : null}
      {formHref ? (
        <p className="task-form-link">
          <a href={formHref} target="_blank" rel="noopener noreferrer">
            {t('taskViews.detail.openForm')}
          </a>
        </p>
      ) : null}
    </>
  );
}

function ItemValues({ item }: { item: TaskDataItem }) {
  const value = (text: string) => (item.isDate ? <DateTime value={Number(text)} /> : <span dir="auto">{text}</span>);
  if (item.values.length > 1) {
    return (
      <ul className="tasks-values">
        {item.values.map((text, index) => (
          <li key={index}>{value(text)}</li>
        ))}
      </ul>
    );
  }
  return item.values[0] === undefined ? null : value(item.values[0]);
}

/** yyyy-MM-dd of an epoch-ms value (the date input's format), '' when there is none. */
function dateInputValue(value: string | undefined): string {
  const date = value ? toDate(Number(value)) : null;
  return date ? dayTextOf(date) : '';
}

interface DataItemFieldProps {
  item: TaskDataItem;
  values: readonly string[];
  /** Required, and an approval was tried without it. */
  invalid: boolean;
  onChange(values: string[]): void;
}

function DataItemField({ item, values, invalid, onChange }: DataItemFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const name = item.label || item.name;
  const label = item.required ? t('taskViews.detail.requiredLabel', { name }) : name;
  const state = {
    required: item.required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': [item.multiValued ? hintId : '', invalid ? errorId : ''].filter(Boolean).join(' ') || undefined,
  };
  const error = invalid ? (
    <span id={errorId} className="task-form-field-error">
      {t('taskViews.detail.requiredItem', { name })}
    </span>
  ) : null;
  if (item.isDate) {
    return (
      <div className="task-form-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="date"
          {...state}
          value={dateInputValue(values[0])}
          // Local midnight of the day picked, as epoch ms (the contract's dates).
          onChange={(e) => onChange(e.target.value ? [String(new Date(`${e.target.value}T00:00`).getTime())] : [])}
        />
        {error}
      </div>
    );
  }
  if (item.multiValued) {
    return (
      <div className="task-form-field">
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          rows={3}
          dir="auto"
          {...state}
          value={values.join('\n')}
          onChange={(e) => onChange(e.target.value.split('\n'))}
          onBlur={() => onChange(values.map((value) => value.trim()).filter((value) => value !== ''))}
        />
        <span id={hintId} className="task-form-field-hint">
          {t('taskViews.detail.onePerLine')}
        </span>
        {error}
      </div>
    );
  }
  return (
    <div className="task-form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        dir="auto"
        {...state}
        value={values[0] ?? ''}
        onChange={(e) => onChange([e.target.value])}
      />
      {error}
    </div>
  );
}
