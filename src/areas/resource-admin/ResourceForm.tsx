import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceInput } from '../../api/resource-admin';
import { useCore } from '../../core/react';
import { NO_APPROVAL_CHOICE, approvalProblem } from '../../domain/role-admin';
import {
  NO_EXPIRATION,
  expirationProblem,
  parameterProblem,
  validateResourceDescription,
  validateResourceName,
  type ExpirationUnit,
} from '../../domain/resource-admin';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import {
  CategoriesPicker,
  LocalizedNamesAndDescriptions,
  NameDescriptionFields,
  choiceOf,
  itemOf,
} from '../../ui/area';
import { ApprovalEditor, ApprovalSummary } from './ApprovalEditor';
import { EntitlementBindingEditor, bindingProblem } from './EntitlementBindingEditor';
import { ParametersEditor } from './ParametersEditor';
import { EditorForm, FieldRefusal, fieldNamedIn, useEditorForm, type EditorProps } from '../../ui/form';
import { displayResourceField, nameInUse } from './resource-admin-mapping';

export type ResourceFormValue = Omit<ResourceInput, 'dn'>;

export const EMPTY_RESOURCE: ResourceFormValue = {
  name: '',
  description: '',
  categories: [],
  owners: [],
  localizedNames: [],
  localizedDescriptions: [],
  binding: null,
  parameters: [],
  approval: NO_APPROVAL_CHOICE,
  revoke: { sameAsGrant: false, approval: NO_APPROVAL_CHOICE },
  requestDef: null,
  expiration: NO_EXPIRATION,
};

export interface ResourceFormProps<R> extends EditorProps<ResourceFormValue, R> {
  /** The name it has now (editing): kept without asking whether it is in use. */
  currentName?: string;
}

const FIELD_LABELS: Record<keyof ResourceFormValue, string> = {
  name: 'resourceAdmin.name',
  description: 'resourceAdmin.description',
  categories: 'resourceAdmin.categories',
  owners: 'resourceAdmin.owners',
  localizedNames: 'resourceAdmin.localizedNames',
  localizedDescriptions: 'resourceAdmin.localizedDescriptions',
  binding: 'resourceAdmin.binding.legend',
  parameters: 'resourceAdmin.parameters.legend',
  approval: 'resourceAdmin.approval',
  revoke: 'resourceAdmin.revokeApproval',
  requestDef: 'resourceAdmin.requestForm',
  expiration: 'resourceAdmin.expiration.legend',
};

type RevokeMode = 'same' | 'retain' | 'own';

export function resourceFormProblems(value: ResourceFormValue, dynamic: boolean) {
  return {
    name: validateResourceName(value.name),
    description: validateResourceDescription(value.description),
    binding: bindingProblem(value.binding, dynamic),
    parameters: value.parameters.some((p) => parameterProblem(p, value.parameters) !== null) ? 'parameters' : null,
    approval: approvalProblem(value.approval),
    revoke: value.revoke.sameAsGrant || value.revoke.retain ? null : approvalProblem(value.revoke.approval),
    expiration: expirationProblem(value.expiration),
  };
}

/**
 * A resource's definition: name and description (trimmed, validated, the name unique), categories, owners, localised
 * names and descriptions, the entitlement binding, parameters, request form, grant and revoke approval and expiration.
 * Bad input gets its message beside the field; a failed save keeps the form.
 */
export function ResourceForm<R>({
  initial,
  version,
  currentName,
  onSave,
  reload,
  onSaved,
  submitLabel,
}: ResourceFormProps<R>) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const [dynamic, setDynamic] = useState(initial.binding !== null && initial.binding.value === '');
  const form = useEditorForm<ResourceFormValue, unknown, R>({
    initial,
    version,
    problems: (value) => resourceFormProblems(value, dynamic),
    save: async (value, version) => {
      const name = value.name.trim();
      if (name.toLowerCase() !== (currentName ?? '').trim().toLowerCase()) {
        const suggestion = await nameInUse(core, name);
        if (suggestion !== null) throw new FieldRefusal('name', t('resourceAdmin.nameInUse', { suggestion }));
      }
      return onSave({ ...value, name, description: value.description.trim() }, version);
    },
    reload,
    saved: onSaved,
    faultField: fieldNamedIn('name', 'description'),
  });
  const { value, set, tried, problems } = form;
  const revokeMode: RevokeMode = value.revoke.retain ? 'retain' : value.revoke.sameAsGrant ? 'same' : 'own';
  const setRevokeMode = (mode: RevokeMode) =>
    set({ revoke: { ...value.revoke, sameAsGrant: mode === 'same', retain: mode === 'retain' } });

  return (
    <EditorForm
      form={form}
      part="resource-form"
      submitLabel={submitLabel}
      fieldLabel={(field) => t(FIELD_LABELS[field])}
      display={(field, shown) => displayResourceField(t, field, shown)}
    >
      <NameDescriptionFields id={id} form={form} area="resourceAdmin" />
      <CategoriesPicker
        label={t('resourceAdmin.categories')}
        categoryType="resource"
        value={value.categories}
        onChange={(categories) => set({ categories })}
      />
      <Picker
        label={t('resourceAdmin.owners')}
        tabs={['users', 'groups', 'teams']}
        mode="multi"
        value={value.owners.map(itemOf)}
        onChange={(items) => set({ owners: items.map(choiceOf) })}
      />
      <LocalizedNamesAndDescriptions area="resourceAdmin" value={value} onChange={set} />
      <EntitlementBindingEditor
        value={value.binding}
        onChange={(binding) => set({ binding })}
        dynamic={dynamic}
        onDynamicChange={setDynamic}
        showErrors={tried}
      />
      <ParametersEditor value={value.parameters} onChange={(parameters) => set({ parameters })} showErrors={tried} />
      <Picker
        label={t('resourceAdmin.requestForm')}
        tabs={[{ id: 'customApproval', prdType: 'all' }]}
        mode="single"
        value={value.requestDef ? [{ itemType: 'prd', dn: value.requestDef.dn, name: value.requestDef.name }] : []}
        onChange={(items) => {
          const item = items[0];
          set({ requestDef: item ? { dn: choiceOf(item).dn, name: choiceOf(item).name } : null });
        }}
      />
      <ApprovalEditor
        legend={t('resourceAdmin.approval')}
        value={value.approval}
        onChange={(approval) => set({ approval })}
        showErrors={tried}
      />
      <fieldset className="idm-admin-approval">
        <legend>{t('resourceAdmin.revokeApproval')}</legend>
        <div role="radiogroup" aria-label={t('resourceAdmin.revokeApproval')} className="idm-admin-approval-types">
          {(['same', ...(currentName !== undefined ? ['retain' as const] : []), 'own'] as RevokeMode[]).map((mode) => (
            <label key={mode}>
              <input
                type="radio"
                name={`${id}-revoke`}
                checked={revokeMode === mode}
                onChange={() => setRevokeMode(mode)}
              />
              {t(`resourceAdmin.revokeMode.${mode}`)}
            </label>
          ))}
        </div>
        {revokeMode === 'same' ? (
          <p className="idm-admin-approval-summary">
            <ApprovalSummary type="same-as-grant" choice={value.approval} />
          </p>
        ) : revokeMode === 'retain' ? (
          <p className="idm-admin-approval-summary">{t('resourceAdmin.revokeRetainHint')}</p>
        ) : (
          <ApprovalEditor
            legend={t('resourceAdmin.revokeApproval')}
            value={value.revoke.approval}
            onChange={(approval) => set({ revoke: { ...value.revoke, approval } })}
            showErrors={tried}
          />
        )}
      </fieldset>
      <fieldset className="idm-admin-approval">
        <legend>{t('resourceAdmin.expiration.legend')}</legend>
        <label>
          <input
            type="checkbox"
            checked={value.expiration.required}
            onChange={(e) => set({ expiration: { ...value.expiration, required: e.target.checked } })}
          />
          {t('resourceAdmin.expiration.required')}
        </label>
        <div className="idm-admin-field">
          <label htmlFor={`${id}-expires`}>{t('resourceAdmin.expiration.after')}</label>
          <input
            id={`${id}-expires`}
            inputMode="numeric"
            value={value.expiration.count}
            aria-invalid={tried && problems.expiration !== null}
            aria-describedby={tried && problems.expiration ? `${id}-expires-error` : undefined}
            onChange={(e) => set({ expiration: { ...value.expiration, count: e.target.value } })}
          />
          <select
            aria-label={t('resourceAdmin.expiration.unit')}
            value={value.expiration.unit}
            onChange={(e) => set({ expiration: { ...value.expiration, unit: e.target.value as ExpirationUnit } })}
          >
            {(['D', 'M', 'Y'] as const).map((unit) => (
              <option key={unit} value={unit}>
                {t(`resourceAdmin.expiration.units.${unit}`)}
              </option>
            ))}
          </select>
          {tried && problems.expiration ? (
            <p id={`${id}-expires-error`} className="idm-admin-error">
              {t('resourceAdmin.expiration.countRange')}
            </p>
          ) : null}
        </div>
      </fieldset>
    </EditorForm>
  );
}
