import { useId, useState } from 'react';
import { useTranslation } from '../../core/react';
import type { NamedRef, ProxyAssignment, ProxyAssignmentInput } from '../../api/who-acts';
import { dayText, periodProblem, periodWindow, type PeriodText } from '../../domain/delegation';
import { choiceOf, itemOf } from '../../ui/area';
import { PeriodFields } from '../../ui/dates/PeriodFields';
import { EditorForm, useEditorForm } from '../../ui/form';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { OneUserPicker } from '../../ui/who-acts/OneUserPicker';
import { Heading } from '../../ui/Heading';

export interface ProxyFormValue {
  id?: string;
  proxy: NamedRef | null;
  proxyFor: NamedRef[];
  until: PeriodText;
}

export interface ProxyAssignmentFormProps {
  /** The assignment whose end is changed; none: a new one. */
  assignment?: ProxyAssignment;
  title: string;
  onSave(input: ProxyAssignmentInput): Promise<unknown>;
  onSaved(): void;
  onCancel(): void;
}

const DAY = 86_400_000;

/** A new assignment runs from today for 30 days; an edited one from today to its end. */
const initialValue = (a: ProxyAssignment | undefined): ProxyFormValue =>
  a
    ? {
        id: a.id,
        proxy: a.proxy,
        proxyFor: a.proxyFor,
        until: { start: dayText(Date.now()), end: a.end === null ? '' : dayText(a.end), noEnd: a.end === null },
      }
    : {
        proxy: null,
        proxyFor: [],
        until: { start: dayText(Date.now()), end: dayText(Date.now() + 30 * DAY), noEnd: false },
      };

const FIELD_LABELS = {
  id: 'proxyAssignments.proxy',
  proxy: 'proxyAssignments.proxy',
  proxyFor: 'proxyAssignments.proxyFor',
  until: 'proxyAssignments.end',
} as const;

/**
 * A proxy assignment: the proxy, the users they may act for and until when (or no end). Editing changes
 * only the end. A refusal of the server shows beside the period.
 */
export function ProxyAssignmentForm({ assignment, title, onSave, onSaved, onCancel }: ProxyAssignmentFormProps) {
  const { t } = useTranslation();
  const initial = initialValue(assignment);
  const id = useId();
  // The moment the form opened: a period must end after it.
  const [now] = useState(() => Date.now());
  const editing = initial.id !== undefined;
  const form = useEditorForm<ProxyFormValue, string>({
    initial,
    // The period starts when it is saved (its start is today): only its end is asked.
    problems: (value) => ({
      proxy: value.proxy === null ? 'required' : null,
      proxyFor: value.proxyFor.length === 0 ? 'required' : null,
      until: periodProblem(value.until, now),
    }),
    save: (value) =>
      onSave({
        ...(value.id ? { id: value.id } : {}),
        proxyDn: value.proxy?.dn ?? '',
        proxyForDns: value.proxyFor.map((u) => u.dn),
        end: periodWindow(value.until).end,
      }),
    saved: onSaved,
    faultField: () => 'until',
  });
  const { value, set, tried, problems } = form;
  const untilProblem = tried ? problems.until : null;
  return (
    <EditorForm
      form={form}
      part="proxy-form"
      className="idm-admin-form idm-admin-card"
      labelledBy={`${id}-title`}
      submitLabel={t('proxyAssignments.save')}
      fieldLabel={(field) => t(FIELD_LABELS[field])}
      actions={
        <button type="button" className="idm-button secondary" onClick={onCancel}>
          {t('proxyAssignments.cancel')}
        </button>
      }
    >
      <Heading depth={1} id={`${id}-title`}>
        {title}
      </Heading>
      {editing ? (
        <p>
          {t('proxyAssignments.editing', {
            proxy: value.proxy?.name ?? '',
            names: value.proxyFor.map((u) => u.name).join(', '),
          })}
        </p>
      ) : (
        <>
          <OneUserPicker
            label={t('proxyAssignments.proxy')}
            required
            value={value.proxy}
            onChange={(proxy) => set({ proxy })}
          />
          {tried && problems.proxy ? (
            <p className="idm-admin-error" role="alert">
              {t('proxyAssignments.proxyRequired')}
            </p>
          ) : null}
          <Picker
            label={t('proxyAssignments.proxyFor')}
            tabs={['users']}
            mode="multi"
            required
            value={value.proxyFor.map((u) => itemOf({ ...u, type: 'user' }))}
            onChange={(items) => set({ proxyFor: items.map(choiceOf).map(({ dn, name }) => ({ dn, name })) })}
          />
          {tried && problems.proxyFor ? (
            <p className="idm-admin-error" role="alert">
              {t('proxyAssignments.proxyForRequired')}
            </p>
          ) : null}
        </>
      )}
      <PeriodFields
        id={`${id}-until`}
        endOnly
        labels={{
          legend: t('proxyAssignments.period'),
          start: '',
          end: t('proxyAssignments.end'),
          noEnd: t('proxyAssignments.noEnd'),
        }}
        value={value.until}
        onChange={(until) => set({ until })}
        error={
          form.serverProblemOf('until') ?? (untilProblem ? t(`proxyAssignments.periodProblem.${untilProblem}`) : null)
        }
      />
    </EditorForm>
  );
}
