import { useId, useState } from 'react';
import { useTranslation } from '../../core/react';
import type { DelegationInput, NamedRef } from '../../api/who-acts';
import { periodWindow, type PeriodText } from '../../domain/delegation';
import { AdminCheckbox, FormAlert } from '../../ui/area';
import { OneUserPicker } from '../../ui/who-acts/OneUserPicker';
import { type EditorProps } from '../../ui/form';
import { PeriodEditorForm } from '../../ui/who-acts/PeriodEditorForm';
import { usePeriodForm } from '../../ui/who-acts/use-period-form';
import { useDelegationRelationships } from './queries';
import { RequestsByCategory } from './RequestsByCategory';

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
  delegator: 'delegationEditor.delegator',
  delegate: 'delegationEditor.delegate',
  relationship: 'delegationEditor.delegateTo',
  allRequests: 'delegation.allRequests',
  requestDefs: 'delegationEditor.requests',
  period: 'delegationEditor.period',
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
  const id = useId();
  const [category, setCategory] = useState('');
  const relationships = useDelegationRelationships();
  const form = usePeriodForm({ initial, version, onSave, reload, onSaved, submitLabel }, (value) => ({
    delegate: value.relationship === null && value.delegate === null ? 'required' : null,
  }));
  const { value, set, tried, problems } = form;
  return (
    <PeriodEditorForm
      form={form}
      area="delegation"
      part="delegation-form"
      submitLabel={submitLabel}
      fieldLabels={FIELD_LABELS}
      onCancel={onCancel}
    >
      {mayChooseDelegator ? (
        <OneUserPicker
          label={t('delegationEditor.delegator')}
          value={value.delegator}
          onChange={(delegator) => set({ delegator })}
        />
      ) : null}
      <fieldset className="idm-admin-approval">
        <legend>{t('delegationEditor.delegateTo')}</legend>
        <label className="idm-admin-check">
          <input
            type="radio"
            name={`${id}-to`}
            checked={value.relationship === null}
            onChange={() => set({ relationship: null })}
          />
          {t('delegationEditor.toUser')}
        </label>
        {value.relationship === null ? (
          <OneUserPicker
            label={t('delegationEditor.delegate')}
            required
            value={value.delegate}
            onChange={(delegate) => set({ delegate })}
            errorText={t('delegationEditor.delegateRequired')}
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
            {relationship.key === 'manager' ? t('delegationEditor.toManager') : relationship.name}
          </label>
        ))}
        <FormAlert when={tried && problems.delegate}>{t('delegationEditor.delegateRequired')}</FormAlert>
      </fieldset>
      <fieldset className="idm-admin-approval">
        <legend>{t('delegationEditor.requests')}</legend>
        <AdminCheckbox checked={value.allRequests} onChange={(allRequests) => set({ allRequests })}>
          {t('delegation.allRequests')}
        </AdminCheckbox>
        {value.allRequests ? null : (
          <RequestsByCategory
            id={`${id}-category`}
            category={category}
            onCategory={setCategory}
            chosen={value.requestDefs}
            onChange={(requestDefs) => set({ requestDefs })}
            missing={tried && problems.requestDefs}
          />
        )}
      </fieldset>
    </PeriodEditorForm>
  );
}
