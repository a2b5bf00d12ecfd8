import { useId } from 'react';
import { useTranslation } from '../../core/react';
import { isHttpStatus } from '../../core';
import { FormAlert, choiceOf, itemOf } from '../../ui/area';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import type { SodInput } from '../../api/catalog-admin';
import { useSodDefaultApprovers } from './queries';

type Exceptions = Pick<SodInput, 'approvalType' | 'useDefaultApprovers' | 'approvers'>;

export interface SodExceptionsProps {
  value: Exceptions;
  onChange(change: Partial<Exceptions>): void;
  /** Chosen approvers are wanted and none are chosen, and a save was tried. */
  approversMissing: boolean;
}

/**
 * What an exception to the rule needs: an approval (by the default SoD approvers, named here, or chosen ones) or
 * only a justification.
 */
export function SodExceptions({ value, onChange: set, approversMissing }: SodExceptionsProps) {
  const { t } = useTranslation();
  const id = useId();
  const defaults = useSodDefaultApprovers();
  return (
    <fieldset className="idm-admin-approval">
      <legend>{t('sodAdmin.exceptions')}</legend>
      <label>
        <input
          type="radio"
          name={`${id}-type`}
          checked={value.approvalType === 'allowWithWorkflow'}
          onChange={() => set({ approvalType: 'allowWithWorkflow' })}
        />
        {t('sodAdmin.allowWithWorkflow')}
      </label>
      <label>
        <input
          type="radio"
          name={`${id}-type`}
          checked={value.approvalType === 'alwaysAllow'}
          onChange={() => set({ approvalType: 'alwaysAllow' })}
        />
        {t('sodAdmin.alwaysAllow')}
      </label>
      <p className="sod-admin-hint">{t('sodAdmin.justificationRule')}</p>
      {value.approvalType === 'allowWithWorkflow' ? (
        <fieldset className="sod-admin-approvers">
          <legend>{t('sodAdmin.approvers')}</legend>
          <label>
            <input
              type="radio"
              name={`${id}-approvers`}
              checked={value.useDefaultApprovers}
              onChange={() => set({ useDefaultApprovers: true })}
            />
            {t('sodAdmin.defaultApprovers')}
          </label>
          {value.useDefaultApprovers ? (
            <p className="sod-admin-hint">
              {defaults.data && defaults.data.length > 0 ? (
                <bdi>{defaults.data.map((a) => a.name).join(', ')}</bdi>
              ) : defaults.isSuccess ? (
                t('sodAdmin.noDefaultApprovers')
              ) : isHttpStatus(defaults.error, 403) ? (
                // Only the administrators of all roles may read them; a delegated administrator may still choose them.
                t('sodAdmin.defaultApproversElsewhere')
              ) : null}
            </p>
          ) : null}
          <label>
            <input
              type="radio"
              name={`${id}-approvers`}
              checked={!value.useDefaultApprovers}
              onChange={() => set({ useDefaultApprovers: false })}
            />
            {t('sodAdmin.customApprovers')}
          </label>
          {value.useDefaultApprovers ? null : (
            <Picker
              label={t('sodAdmin.approvers')}
              tabs={['users', 'groups']}
              mode="multi"
              value={value.approvers.map(itemOf)}
              onChange={(items) => set({ approvers: items.map(choiceOf) })}
              required
              errorText={t('sodAdmin.approversRequired')}
            />
          )}
          <FormAlert when={approversMissing}>{t('sodAdmin.approversRequired')}</FormAlert>
        </fieldset>
      ) : null}
    </fieldset>
  );
}
