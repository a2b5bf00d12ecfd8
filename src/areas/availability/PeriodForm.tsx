import { useId } from 'react';
import { useTranslation } from '../../core/react';
import type { NamedRef } from '../../api/who-acts';
import { type EditorProps } from '../../ui/form';
import { RequestChecklist } from '../../ui/who-acts/RequestChecklist';
import { usePeriodForm } from '../../ui/who-acts/use-period-form';
import { AdminCheckbox, FormAlert } from '../../ui/area';
import { PeriodEditorForm } from '../../ui/who-acts/PeriodEditorForm';
import { Heading } from '../../ui/Heading';

import type { PeriodFormValue } from './period-input';

export { availabilityInputOf, type PeriodFormValue } from './period-input';

export interface PeriodFormProps<R> extends EditorProps<PeriodFormValue, R> {
  /** What one may be unavailable for: the requests one's delegations cover. */
  available: { allowAll: boolean; requestDefs: NamedRef[] };
  onCancel(): void;
  title: string;
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
  const id = useId();
  const form = usePeriodForm({ initial, version, onSave, reload, onSaved, submitLabel });
  const { value, set, tried, problems } = form;
  return (
    <PeriodEditorForm
      form={form}
      area="availability"
      part="availability-form"
      className="idm-admin-form idm-admin-card"
      labelledBy={`${id}-title`}
      submitLabel={submitLabel}
      fieldLabels={FIELD_LABELS}
      onCancel={onCancel}
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
        {value.allRequests ? null : (
          <RequestChecklist
            requests={available.requestDefs}
            chosen={value.requestDefs}
            onChange={(requestDefs) => set({ requestDefs })}
          />
        )}
        {!available.allowAll && available.requestDefs.length === 0 ? (
          <p className="availability-hint">{t('availability.nothingDelegated')}</p>
        ) : null}
        <FormAlert when={tried && problems.requestDefs}>{t('availability.requestsRequired')}</FormAlert>
      </fieldset>
    </PeriodEditorForm>
  );
}
