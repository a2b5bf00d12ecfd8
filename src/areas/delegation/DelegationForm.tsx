import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DelegationInput, NamedRef } from '../../api/who-acts';
import { periodLine, periodProblem, periodWindow, requestsProblem, type PeriodText } from '../../domain/delegation';
import { AdminCheckbox, FormAlert, choiceOf, itemOf } from '../../ui/area';
import { PeriodFields } from '../../ui/dates/PeriodFields';
import { usePeriodLabels } from '../../ui/dates/period-labels';
import { useServerMessage } from '../../ui/dates/server-message';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { EditorForm, useEditorForm, type EditorProps } from '../../ui/form';
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

export interface DelegationFormProps<R> extends EditorProps<DelegationFormValue, R> {
  /** Administrators and team managers may delegate someone else's tasks (a new delegation only). */
  mayChooseDelegator: boolean;
  onCancel(): void;
}

/** What the save sends. */
export function delegationInputOf(value: DelegationFormValue): Omit<DelegationInput, 'id'> {
  const window = periodWindow(value.period);
  return {
    ...(value.delegator ? { delegatorDn: value.delegator.dn } : {}),
    delegateDn: value.relationship ? null : (value.delegate?.dn ?? null),
    relationship: value.relationship,
    allRequests: value.allRequests,
    requestDefs: value.requestDefs,
    start: window.start ?? 0,
    end: window.end,
  };
}

const FIELD_LABELS: Record<keyof DelegationFormValue, string> = {
  delegator: 'delegation.delegator',
  delegate: 'delegation.delegate',
  relationship: 'delegation.delegateTo',
  allRequests: 'delegation.allRequests',
  requestDefs: 'delegation.requests',
  period: 'delegation.period',
};

/**
 * A delegation: whose tasks (administrators, team managers), to whom (a user, or a relationship such as the
 * manager), which requests (all, or request definitions chosen by category) and the period. A refusal of
 * the server (an overlapping or past period) shows beside the period; what was typed stays.
 */
export function DelegationForm<R>({
  initial,
  version,
  mayChooseDelegator,
  onSave,
  reload,
  onSaved,
  onCancel,
  submitLabel,
}: DelegationFormProps<R>) {
  const { t } = useTranslation();
  const periodLabels = usePeriodLabels('delegation');
  const id = useId();
  // The moment the form opened: a period must end after it.
  const [now] = useState(() => Date.now());
  const serverMessage = useServerMessage();
  const [category, setCategory] = useState('');
  const categories = useDelegationCategories();
  const relationships = useDelegationRelationships();
  const requests = useDelegationRequests(category);
  const form = useEditorForm<DelegationFormValue, string, R>({
    initial,
    version,
    problems: (value) => ({
      delegate: value.relationship === null && value.delegate === null ? 'required' : null,
      requestDefs: requestsProblem(value),
      period: periodProblem(value.period, now),
    }),
    save: onSave,
    reload,
    saved: onSaved,
    faultField: () => 'period',
    faultMessage: serverMessage,
  });
  const { value, set, tried, problems } = form;
  const chosen = new Set(value.requestDefs.map((r) => r.dn.toLowerCase()));
  const toggle = (request: NamedRef, on: boolean) =>
    set({
      requestDefs: on
        ? [...value.requestDefs, request]
        : value.requestDefs.filter((r) => r.dn.toLowerCase() !== request.dn.toLowerCase()),
    });
  const periodError =
    form.serverProblemOf('period') ??
    (tried && problems.period ? t(`delegation.periodProblem.${problems.period}`) : null);
  return (
    <EditorForm
      form={form}
      part="delegation-form"
      submitLabel={submitLabel}
      fieldLabel={(field) => t(FIELD_LABELS[field])}
      display={(field, shown) =>
        field === 'period' ? periodLine(shown as PeriodText, t('delegation.noEnd')) : undefined
      }
      actions={
        <button type="button" className="idm-button secondary" onClick={onCancel}>
          {t('delegation.cancel')}
        </button>
      }
    >
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
        <FormAlert when={tried && problems.delegate}>{t('delegation.delegateRequired')}</FormAlert>
      </fieldset>
      <fieldset className="idm-admin-approval">
        <legend>{t('delegation.requests')}</legend>
        <AdminCheckbox checked={value.allRequests} onChange={(allRequests) => set({ allRequests })}>
          {t('delegation.allRequests')}
        </AdminCheckbox>
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
                  <AdminCheckbox
                    key={request.dn}
                    checked={chosen.has(request.dn.toLowerCase())}
                    onChange={(checked) => toggle(request, checked)}
                  >
                    <bdi>{request.name}</bdi>
                  </AdminCheckbox>
                ))}
              </div>
            ) : null}
            <p className="delegation-hint" aria-live="polite">
              {value.requestDefs.length === 0
                ? t('delegation.noneChosen')
                : t('delegation.chosen', { names: value.requestDefs.map((r) => r.name).join(', ') })}
            </p>
            <FormAlert when={tried && problems.requestDefs}>{t('delegation.requestsRequired')}</FormAlert>
          </>
        )}
      </fieldset>
      <PeriodFields
        id={`${id}-period`}
        labels={periodLabels}
        value={value.period}
        onChange={(period) => set({ period })}
        error={periodError}
      />
    </EditorForm>
  );
}
