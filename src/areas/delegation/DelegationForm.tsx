import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DelegationInput, NamedRef } from '../../api/who-acts';
import { periodProblem, periodWindow, type PeriodText } from '../../domain/delegation';
import { choiceOf, itemOf } from '../../ui/area';
import { PeriodFields } from '../../ui/dates/PeriodFields';
import { useServerMessage } from '../../ui/dates/server-message';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { useDelegationCategories, useDelegationRelationships, useDelegationRequests } from './queries';

export interface DelegationFormValue {
  /** Whose tasks: null for the signed-in user. */
  delegator: NamedRef | null;
  delegate: NamedRef | null;
  relationship: string | null;
  allRequests: boolean;
  requestDefs: NamedRef[];
  period: PeriodText;
}

export interface DelegationFormProps {
  initial: DelegationFormValue;
  /** Administrators and team managers may delegate someone else's tasks (a new delegation only). */
  mayChooseDelegator: boolean;
  onSave(input: Omit<DelegationInput, 'id'>): Promise<unknown>;
  onCancel(): void;
  saving: boolean;
  submitLabel: string;
}

/** What keeps a delegation from being saved (before the server's own checks). */
export function delegationFormProblems(value: DelegationFormValue, now: number) {
  return {
    delegate: value.relationship === null && value.delegate === null ? 'required' : null,
    requests: !value.allRequests && value.requestDefs.length === 0 ? 'required' : null,
    period: periodProblem(value.period, now),
  };
}

/**
 * A delegation: whose tasks (administrators, team managers), to whom (a user, or a relationship such as the
 * manager), which requests (all, or request definitions chosen by category) and the period. A refusal of
 * the server (an overlapping or past period) shows beside the period; what was typed stays.
 */
export function DelegationForm({
  initial,
  mayChooseDelegator,
  onSave,
  onCancel,
  saving,
  submitLabel,
}: DelegationFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [tried, setTried] = useState(false);
  // The moment the form opened: a period must end after it.
  const [now] = useState(() => Date.now());
  const [serverError, setServerError] = useState<string | null>(null);
  const serverMessage = useServerMessage();
  const [category, setCategory] = useState('');
  const categories = useDelegationCategories();
  const relationships = useDelegationRelationships();
  const requests = useDelegationRequests(category);
  const set = (change: Partial<DelegationFormValue>) => {
    setServerError(null);
    setValue((current) => ({ ...current, ...change }));
  };
  const problems = delegationFormProblems(value, now);
  const blocked = Object.values(problems).some((p) => p !== null);
  const periodError =
    serverError ?? (tried && problems.period ? t(`delegation.periodProblem.${problems.period}`) : null);
  const chosen = new Set(value.requestDefs.map((r) => r.dn.toLowerCase()));
  const toggle = (request: NamedRef, on: boolean) =>
    set({
      requestDefs: on
        ? [...value.requestDefs, request]
        : value.requestDefs.filter((r) => r.dn.toLowerCase() !== request.dn.toLowerCase()),
    });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (blocked) return;
    const window = periodWindow(value.period);
    try {
      await onSave({
        ...(value.delegator ? { delegatorDn: value.delegator.dn } : {}),
        delegateDn: value.relationship ? null : (value.delegate?.dn ?? null),
        relationship: value.relationship,
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
    <form className="idm-admin-form" part="delegation-form" noValidate onSubmit={(e) => void submit(e)}>
      {mayChooseDelegator ? (
        <Picker
          label={t('delegation.delegator')}
          tabs={['users']}
          value={value.delegator ? [itemOf({ ...value.delegator, type: 'user' })] : []}
          onChange={(items) => {
            const first = items[0];
            set({ delegator: first ? { dn: choiceOf(first).dn, name: choiceOf(first).name } : null });
          }}
        />
      ) : null}
      <fieldset className="idm-admin-approval">
        <legend>{t('delegation.delegateTo')}</legend>
        <label className="idm-admin-check">
          <input
            type="radio"
            name={`${id}-to`}
            checked={value.relationship === null}
            onChange={() => set({ relationship: null })}
          />
          {t('delegation.toUser')}
        </label>
        {value.relationship === null ? (
          <Picker
            label={t('delegation.delegate')}
            tabs={['users']}
            required
            value={value.delegate ? [itemOf({ ...value.delegate, type: 'user' })] : []}
            onChange={(items) => {
              const first = items[0];
              set({ delegate: first ? { dn: choiceOf(first).dn, name: choiceOf(first).name } : null });
            }}
            errorText={t('delegation.delegateRequired')}
          />
        ) : null}
        {(relationships.data ?? []).map((relationship) => (
          <label key={relationship.key} className="idm-admin-check">
            <input
              type="radio"
              name={`${id}-to`}
              checked={value.relationship === relationship.key}
              onChange={() => set({ relationship: relationship.key })}
            />
            {relationship.key === 'manager' ? t('delegation.toManager') : relationship.name}
          </label>
        ))}
        {tried && problems.delegate ? (
          <p className="idm-admin-error" role="alert">
            {t('delegation.delegateRequired')}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="idm-admin-approval">
        <legend>{t('delegation.requests')}</legend>
        <label className="idm-admin-check">
          <input
            type="checkbox"
            checked={value.allRequests}
            onChange={(event) => set({ allRequests: event.target.checked })}
          />
          {t('delegation.allRequests')}
        </label>
        {value.allRequests ? null : (
          <>
            <div className="idm-admin-field">
              <label htmlFor={`${id}-category`}>{t('delegation.category')}</label>
              <select id={`${id}-category`} value={category} onChange={(event) => setCategory(event.target.value)}>
                <option value="">{t('delegation.chooseCategory')}</option>
                {(categories.data ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.id === 'roles'
                      ? t('delegation.roleRequests')
                      : c.id === 'resources'
                        ? t('delegation.resourceRequests')
                        : c.name}
                  </option>
                ))}
              </select>
            </div>
            {category !== '' ? (
              <div className="delegation-requests" role="group" aria-label={t('delegation.requestsOfCategory')}>
                {(requests.data ?? []).map((request) => (
                  <label key={request.dn} className="idm-admin-check">
                    <input
                      type="checkbox"
                      checked={chosen.has(request.dn.toLowerCase())}
                      onChange={(event) => toggle(request, event.target.checked)}
                    />
                    <bdi>{request.name}</bdi>
                  </label>
                ))}
              </div>
            ) : null}
            <p className="delegation-hint" aria-live="polite">
              {value.requestDefs.length === 0
                ? t('delegation.noneChosen')
                : t('delegation.chosen', { names: value.requestDefs.map((r) => r.name).join(', ') })}
            </p>
            {tried && problems.requests ? (
              <p className="idm-admin-error" role="alert">
                {t('delegation.requestsRequired')}
              </p>
            ) : null}
          </>
        )}
      </fieldset>
      <PeriodFields
        id={`${id}-period`}
        labels={{
          legend: t('delegation.period'),
          start: t('delegation.start'),
          end: t('delegation.end'),
          noEnd: t('delegation.noEnd'),
        }}
        value={value.period}
        onChange={(period) => set({ period })}
        error={periodError}
      />
      <div className="idm-admin-actions">
        <button type="submit" className="idm-button" disabled={saving}>
          {saving ? t('delegation.saving') : submitLabel}
        </button>
        <button type="button" className="idm-button secondary" onClick={onCancel}>
          {t('delegation.cancel')}
        </button>
      </div>
    </form>
  );
}
