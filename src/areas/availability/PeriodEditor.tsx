import { useState } from 'react';
import { useTranslation } from '../../core/react';
import { useSaveAvailability, type AvailabilityPeriod, type NamedRef } from '../../api/who-acts';
import { dayText } from '../../domain/delegation';
import { PeriodForm } from './PeriodForm';
import { availabilityInputOf, type PeriodFormValue } from './period-input';

const DAY = 86_400_000;

/** What is edited: a new period, or one of the list (with the list's version). */
export type PeriodEditing = { kind: 'new' } | { kind: 'edit'; period: AvailabilityPeriod; version?: string };

const newValue = (): PeriodFormValue => ({
  allRequests: false,
  requestDefs: [],
  period: { start: dayText(Date.now()), end: dayText(Date.now() + 6 * DAY), noEnd: false },
});

const valueOf = (p: AvailabilityPeriod): PeriodFormValue => ({
  allRequests: p.allRequests,
  requestDefs: p.requestDefs,
  period: { start: dayText(p.start), end: p.end === null ? '' : dayText(p.end), noEnd: p.end === null },
});

export interface PeriodEditorProps {
  editing: PeriodEditing;
  /** Another user's periods (administrators, team managers); one's own when null. */
  other: { dn: string } | null;
  available: { allowAll: boolean; requestDefs: NamedRef[] };
  /** Reads the list again (a 412 on save): its periods and version. */
  refetch(): Promise<{ periods: AvailabilityPeriod[]; version?: string | null } | undefined>;
  onCancel(): void;
  onSaved(): void;
}

/** A period's form with what it starts from and what it saves: the list's editor, loaded when first opened. */
export function PeriodEditor({ editing, other, available, refetch, onCancel, onSaved }: PeriodEditorProps) {
  const { t } = useTranslation();
  const save = useSaveAvailability();
  const [initialNew] = useState(newValue);
  return (
    <PeriodForm
      title={editing.kind === 'edit' ? t('availability.editTitle') : t('availability.createTitle')}
      initial={editing.kind === 'edit' ? valueOf(editing.period) : initialNew}
      version={editing.kind === 'edit' ? editing.version : undefined}
      available={available}
      submitLabel={t('availability.save')}
      onCancel={onCancel}
      onSave={(value, version) =>
        save.mutateAsync({
          ...availabilityInputOf(value),
          ...(editing.kind === 'edit' ? { id: editing.period.id } : {}),
          ...(other ? { userDn: other.dn } : {}),
          version,
        })
      }
      reload={async () => {
        const data = await refetch();
        const period = editing.kind === 'edit' ? data?.periods.find((p) => p.id === editing.period.id) : undefined;
        return { value: period ? valueOf(period) : initialNew, version: data?.version ?? undefined };
      }}
      onSaved={onSaved}
    />
  );
}
