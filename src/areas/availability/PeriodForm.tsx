import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvailabilityInput, NamedRef } from '../../api/who-acts';
import { periodLine, periodProblem, periodWindow, requestsProblem, type PeriodText } from '../../domain/delegation';
import { EditorForm, useEditorForm, type EditorProps } from '../../ui/form';
import { AdminCheckbox, FormAlert } from '../../ui/area';
import { PeriodFields } from '../../ui/dates/PeriodFields';
import { usePeriodLabels } from '../../ui/dates/period-labels';
import { useServerMessage } from '../../ui/dates/server-message';
import { Heading } from '../../ui/Heading';

export interface PeriodFormValue {
  allRequests: boolean;
  requestDefs: NamedRef[];
  period: PeriodText;
}

export interface PeriodFormProps<R> extends EditorProps<PeriodFormValue, R> {
  /** What one may be unavailable for: the requests one's delegations cover. */
  available: { allowAll: boolean; requestDefs: NamedRef[] };
  onCancel(): void;
  title: string;
}

/** What the save sends. */
export function availabilityInputOf(value: PeriodFormValue): Omit<AvailabilityInput, 'id' | 'userDn'> {
  const window = periodWindow(value.period);
  return { allRequests: value.allRequests, requestDefs: value.requestDefs, start: window.start ?? 0, end: window.end };
}

const FIELD_LABELS: Record<keyof PeriodFormValue, string> = {
  allRequests: 'availability.allRequests',
  requestDefs: 'availability.requests',
  period: 'availability.period',
};

/**
 * A period of unavailability: for which requests (all, when a delegation covers all; else those one's
 * delegations cover) and when. The server's refusal (an overlapping or past period) shows beside the period.
 */
export function PeriodForm<R>({
  initial,
  version,
  available,
  onSave,
  reload,
  onSaved,
  onCancel,
  title,
  submitLabel,
}: PeriodFormProps<R>) {
  const { t } = useTranslation();
  const periodLabels = usePeriodLabels('availability');
  const id = useId();
  // The moment the form opened: a period must end after it.
  const [now] = useState(() => Date.now());
  const serverMessage = useServerMessage();
  const form = useEditorForm<PeriodFormValue, string, R>({
    initial,
    version,
    problems: (value) => ({ requestDefs: requestsProblem(value), period: periodProblem(value.period, now) }),
    save: onSave,
    reload,
    saved: onSaved,
    faultField: () => 'period',
    faultMessage: serverMessage,
  });
  const { value, set, tried, problems } = form;
  const chosen = new Set(value.requestDefs.map((r) => r.dn.toLowerCase()));
  return (
    <EditorForm
      form={form}
      part="availability-form"
      className="idm-admin-form idm-admin-card"
      labelledBy={`${id}-title`}
      submitLabel={submitLabel}
      fieldLabel={(field) => t(FIELD_LABELS[field])}
      display={(field, shown) =>
        field === 'period' ? periodLine(shown as PeriodText, t('availability.noEnd')) : undefined
      }
      actions={
        <button type="button" className="idm-button secondary" onClick={onCancel}>
          {t('availability.cancel')}
        </button>
      }
    >
      <Heading depth={1} id={`${id}-title`}>
        {title}
      </Heading>
      <fieldset className="idm-admin-approval">
        <legend>{t('availability.requests')}</legend>
        {available.allowAll ? (
          <AdminCheckbox checked={value.allRequests} onChange={(allRequests) => set({ allRequests })}>
            {t('availability.allRequests')}
          </AdminCheckbox>
        ) : null}
        {value.allRequests
          ? null
          : available.requestDefs.map((request) => (
              <AdminCheckbox
                key={request.dn}
                checked={chosen.has(request.dn.toLowerCase())}
                onChange={(checked) =>
                  set({
                    requestDefs: checked
                      ? [...value.requestDefs, request]
                      : value.requestDefs.filter((r) => r.dn.toLowerCase() !== request.dn.toLowerCase()),
                  })
                }
              >
                <bdi>{request.name}</bdi>
              </AdminCheckbox>
            ))}
        {!available.allowAll && available.requestDefs.length === 0 ? (
          <p className="availability-hint">{t('availability.nothingDelegated')}</p>
        ) : null}
        <FormAlert when={tried && problems.requestDefs}>{t('availability.requestsRequired')}</FormAlert>
      </fieldset>
      <PeriodFields
        id={`${id}-period`}
        labels={periodLabels}
        value={value.period}
        onChange={(period) => set({ period })}
        error={
          form.serverProblemOf('period') ??
          (tried && problems.period ? t(`availability.periodProblem.${problems.period}`) : null)
        }
      />
    </EditorForm>
  );
}
