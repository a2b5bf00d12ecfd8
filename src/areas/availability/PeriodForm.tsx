import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvailabilityInput, NamedRef } from '../../api/who-acts';
import { periodProblem, periodWindow, type PeriodText } from '../../domain/delegation';
import { PeriodFields } from '../../ui/dates/PeriodFields';
import { useServerMessage } from '../../ui/dates/server-message';
import { Heading } from '../../ui/Heading';

export interface PeriodFormValue {
  allRequests: boolean;
  requestDefs: NamedRef[];
  period: PeriodText;
}

export interface PeriodFormProps {
  initial: PeriodFormValue;
  /** What one may be unavailable for: the requests one's delegations cover. */
  available: { allowAll: boolean; requestDefs: NamedRef[] };
  onSave(input: Omit<AvailabilityInput, 'id' | 'userDn'>): Promise<unknown>;
  onCancel(): void;
  saving: boolean;
  title: string;
}

/**
 * A period of unavailability: for which requests (all, when a delegation covers all; else those one's
 * delegations cover) and when. The server's refusal (an overlapping or past period) shows beside the period.
 */
export function PeriodForm({ initial, available, onSave, onCancel, saving, title }: PeriodFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [tried, setTried] = useState(false);
  // The moment the form opened: a period must end after it.
  const [now] = useState(() => Date.now());
  const [serverError, setServerError] = useState<string | null>(null);
  const serverMessage = useServerMessage();
  const set = (change: Partial<PeriodFormValue>) => {
    setServerError(null);
    setValue((current) => ({ ...current, ...change }));
  };
  const problem = periodProblem(value.period, now);
  const noRequests = !value.allRequests && value.requestDefs.length === 0;
  const chosen = new Set(value.requestDefs.map((r) => r.dn.toLowerCase()));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem || noRequests) return;
    const window = periodWindow(value.period);
    try {
      await onSave({
        allRequests: value.allRequests,
        requestDefs: value.requestDefs,
        start: window.start ?? 0,
        end: window.end,
      });
    } catch (error) {
      setServerError(serverMessage(error));
    }
  };
  return (
    <form
      className="idm-admin-form idm-admin-card"
      part="availability-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => void submit(e)}
    >
      <Heading depth={1} id={`${id}-title`}>
        {title}
      </Heading>
      <fieldset className="idm-admin-approval">
        <legend>{t('availability.requests')}</legend>
        {available.allowAll ? (
          <label className="idm-admin-check">
            <input
              type="checkbox"
              checked={value.allRequests}
              onChange={(event) => set({ allRequests: event.target.checked })}
            />
            {t('availability.allRequests')}
          </label>
        ) : null}
        {value.allRequests
          ? null
          : available.requestDefs.map((request) => (
              <label key={request.dn} className="idm-admin-check">
                <input
                  type="checkbox"
                  checked={chosen.has(request.dn.toLowerCase())}
                  onChange={(event) =>
                    set({
                      requestDefs: event.target.checked
                        ? [...value.requestDefs, request]
                        : value.requestDefs.filter((r) => r.dn.toLowerCase() !== request.dn.toLowerCase()),
                    })
                  }
                />
                <bdi>{request.name}</bdi>
              </label>
            ))}
        {!available.allowAll && available.requestDefs.length === 0 ? (
          <p className="availability-hint">{t('availability.nothingDelegated')}</p>
        ) : null}
        {tried && noRequests ? (
          <p className="idm-admin-error" role="alert">
            {t('availability.requestsRequired')}
          </p>
        ) : null}
      </fieldset>
      <PeriodFields
        id={`${id}-period`}
        labels={{
          legend: t('availability.period'),
          start: t('availability.start'),
          end: t('availability.end'),
          noEnd: t('availability.noEnd'),
        }}
        value={value.period}
        onChange={(period) => set({ period })}
        error={serverError ?? (tried && problem ? t(`availability.periodProblem.${problem}`) : null)}
      />
      <div className="idm-admin-actions">
        <button type="submit" className="idm-button" disabled={saving}>
          {saving ? t('availability.saving') : t('availability.save')}
        </button>
        <button type="button" className="idm-button secondary" onClick={onCancel}>
          {t('availability.cancel')}
        </button>
      </div>
    </form>
  );
}
