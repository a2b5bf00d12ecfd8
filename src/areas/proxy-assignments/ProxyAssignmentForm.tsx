import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamedRef, ProxyAssignmentInput } from '../../api/who-acts';
import { errorMessage } from '../../core/errors';
import { periodProblem, periodWindow, type PeriodText } from '../../domain/delegation';
import { choiceOf, itemOf } from '../../ui/area';
import { PeriodFields } from '../../ui/dates/PeriodFields';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';

export interface ProxyFormValue {
  id?: string;
  proxy: NamedRef | null;
  proxyFor: NamedRef[];
  until: PeriodText;
}

export interface ProxyAssignmentFormProps {
  initial: ProxyFormValue;
  title: string;
  onSave(input: ProxyAssignmentInput): Promise<unknown>;
  onCancel(): void;
  saving: boolean;
}

/**
 * A proxy assignment: the proxy, the users they may act for and until when (or no end). Editing changes
 * only the end. A refusal of the server shows beside the period.
 */
export function ProxyAssignmentForm({ initial, title, onSave, onCancel, saving }: ProxyAssignmentFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [tried, setTried] = useState(false);
  // The moment the form opened: a period must end after it.
  const [now] = useState(() => Date.now());
  const [serverError, setServerError] = useState<string | null>(null);
  const editing = initial.id !== undefined;
  const set = (change: Partial<ProxyFormValue>) => {
    setServerError(null);
    setValue((current) => ({ ...current, ...change }));
  };
  // The period starts when it is saved (its start is today): only its end is asked.
  const until = periodProblem(value.until, now);
  const problems = {
    proxy: value.proxy === null,
    proxyFor: value.proxyFor.length === 0,
    until,
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.proxy || problems.proxyFor || problems.until) return;
    try {
      await onSave({
        ...(value.id ? { id: value.id } : {}),
        proxyDn: value.proxy?.dn ?? '',
        proxyForDns: value.proxyFor.map((u) => u.dn),
        end: periodWindow(value.until).end,
      });
    } catch (error) {
      setServerError(errorMessage(error, (key) => t(key)));
    }
  };
  return (
    <form
      className="idm-admin-form idm-admin-card"
      part="proxy-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => void submit(e)}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      {editing ? (
        <p>
          {t('proxyAssignments.editing', {
            proxy: value.proxy?.name ?? '',
            names: value.proxyFor.map((u) => u.name).join(', '),
          })}
        </p>
      ) : (
        <>
          <Picker
            label={t('proxyAssignments.proxy')}
            tabs={['users']}
            required
            value={value.proxy ? [itemOf({ ...value.proxy, type: 'user' })] : []}
            onChange={(items) => {
              const first = items[0];
              set({ proxy: first ? { dn: choiceOf(first).dn, name: choiceOf(first).name } : null });
            }}
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
        error={serverError ?? (tried && problems.until ? t(`proxyAssignments.periodProblem.${problems.until}`) : null)}
      />
      <div className="idm-admin-actions">
        <button type="submit" className="idm-button" disabled={saving}>
          {saving ? t('proxyAssignments.saving') : t('proxyAssignments.save')}
        </button>
        <button type="button" className="idm-button secondary" onClick={onCancel}>
          {t('proxyAssignments.cancel')}
        </button>
      </div>
    </form>
  );
}
