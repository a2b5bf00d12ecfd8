import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../core/react';
import { periodLine, type PeriodText } from '../../domain/delegation';
import type { FieldName } from '../../domain/form-changes';
import { EditorForm } from '../form';
import type { EditorForm as EditorFormState } from '../form/use-editor-form';
import { PeriodFields } from '../dates/PeriodFields';
import { usePeriodLabels } from '../dates/period-labels';
import type { RequestsAndPeriod } from './use-period-form';

export interface PeriodEditorFormProps<V extends RequestsAndPeriod> {
  form: EditorFormState<V, string>;
  /** The area's translation namespace: its `period`, `start`, `end`, `noEnd`, `cancel` and `periodProblem.*`. */
  area: string;
  part: string;
  className?: string;
  labelledBy?: string;
  submitLabel: string;
  /** The translation key of each field's label (the conflict dialog names the fields with them). */
  fieldLabels: Record<FieldName<V>, string>;
  onCancel(): void;
  /** The fields before the period. */
  children: ReactNode;
}

/**
 * The frame of an editor of requests and a period (a delegation, a period of unavailability): its own
 * fields, then the period with its problem (the rules' or the server's), Save and Cancel; the conflict
 * dialog shows a period as one line.
 */
export function PeriodEditorForm<V extends RequestsAndPeriod>({
  form,
  area,
  part,
  className,
  labelledBy,
  submitLabel,
  fieldLabels,
  onCancel,
  children,
}: PeriodEditorFormProps<V>) {
  const { t } = useTranslation();
  const periodLabels = usePeriodLabels(area);
  const periodId = `${useId()}-period`;
  const { value, set, tried, problems } = form;
  const periodProblem = problems['period' as FieldName<V>];
  return (
    <EditorForm
      form={form}
      part={part}
      className={className}
      labelledBy={labelledBy}
      submitLabel={submitLabel}
      fieldLabel={(field) => t(fieldLabels[field])}
      display={(field, shown) => (field === 'period' ? periodLine(shown as PeriodText, t(`${area}.noEnd`)) : undefined)}
      actions={
        <button type="button" className="idm-button secondary" onClick={onCancel}>
          {t(`${area}.cancel`)}
        </button>
      }
    >
      {children}
      <PeriodFields
        id={periodId}
        labels={periodLabels}
        value={value.period}
        onChange={(period) => set({ period } as Partial<V>)}
        error={
          form.serverProblemOf('period' as FieldName<V>) ??
          (tried && periodProblem ? t(`${area}.periodProblem.${periodProblem}`) : null)
        }
      />
    </EditorForm>
  );
}
