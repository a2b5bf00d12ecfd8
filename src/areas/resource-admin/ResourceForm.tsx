import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateResourceNames, type ResourceInput } from '../../api/resource-admin';
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
import { AdminTextField } from '../../ui/area/AdminTextField';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { LocalizedTexts, choiceOf, itemOf } from '../../ui/area';
import { ApprovalEditor, ApprovalSummary } from './ApprovalEditor';
import { EntitlementBindingEditor, bindingProblem } from './EntitlementBindingEditor';
import { ParametersEditor } from './ParametersEditor';

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

export interface ResourceFormProps {
  initial: ResourceFormValue;
  /** The name it has now (editing): kept without asking whether it is in use. */
  currentName?: string;
  onSave(value: ResourceFormValue): Promise<unknown>;
  saving: boolean;
  submitLabel: string;
}

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
export function ResourceForm({ initial, currentName, onSave, saving, submitLabel }: ResourceFormProps) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const [value, setValue] = useState<ResourceFormValue>(initial);
  const [dynamic, setDynamic] = useState(initial.binding !== null && initial.binding.value === '');
  const [tried, setTried] = useState(false);
  const [nameInUse, setNameInUse] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const set = (change: Partial<ResourceFormValue>) => setValue((current) => ({ ...current, ...change }));
  const problems = resourceFormProblems(value, dynamic);
  const blocked = Object.values(problems).some((p) => p !== null);
  const localizedLabels = {
    language: t('resourceAdmin.language'),
    text: (language: string) => t('resourceAdmin.localizedText', { language }),
    add: t('resourceAdmin.addLanguage'),
    remove: (language: string) => t('resourceAdmin.removeLanguage', { language }),
  };
  const revokeMode: RevokeMode = value.revoke.retain ? 'retain' : value.revoke.sameAsGrant ? 'same' : 'own';
  const setRevokeMode = (mode: RevokeMode) =>
    set({ revoke: { ...value.revoke, sameAsGrant: mode === 'same', retain: mode === 'retain' } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (blocked) return;
    const name = value.name.trim();
    if (name.toLowerCase() !== (currentName ?? '').trim().toLowerCase()) {
      setChecking(true);
      try {
        const [answer] = await validateResourceNames(core, [name]);
        if (answer?.inUse) {
          setNameInUse(answer.suggestion);
          return;
        }
      } catch {
        // The server checks again when saving.
      } finally {
        setChecking(false);
      }
    }
    setNameInUse(null);
    onSave({ ...value, name, description: value.description.trim() }).catch(() => undefined);
  };
  const message = (problem: { message: string } | null) =>
    problem?.message === 'Required' ? t('resourceAdmin.required') : t('resourceAdmin.invalidCharacter');
  const nameError =
    tried && problems.name
      ? message(problems.name)
      : nameInUse !== null
        ? t('resourceAdmin.nameInUse', { suggestion: nameInUse })
        : null;

  return (
    <form className="idm-admin-form" part="resource-form" noValidate onSubmit={(event) => void submit(event)}>
      <AdminTextField
        id={`${id}-name`}
        label={t('resourceAdmin.name')}
        value={value.name}
        required
        error={nameError}
        onChange={(name) => {
          setNameInUse(null);
          set({ name });
        }}
      />
      <AdminTextField
        id={`${id}-description`}
        label={t('resourceAdmin.description')}
        value={value.description}
        multiline
        error={tried && problems.description ? message(problems.description) : null}
        onChange={(description) => set({ description })}
      />
      <Picker
        label={t('resourceAdmin.categories')}
        tabs={[{ id: 'categories', categoryType: 'resource' }]}
        mode="multi"
        value={value.categories.map((c) => ({ itemType: 'category', id: c.key, dn: c.key, name: c.name }))}
        onChange={(items) =>
          set({ categories: items.map((item) => ({ key: item.id ?? item.dn ?? '', name: choiceOf(item).name })) })
        }
      />
      <Picker
        label={t('resourceAdmin.owners')}
        tabs={['users', 'groups', 'teams']}
        mode="multi"
        value={value.owners.map(itemOf)}
        onChange={(items) => set({ owners: items.map(choiceOf) })}
      />
      <LocalizedTexts
        legend={t('resourceAdmin.localizedNames')}
        labels={localizedLabels}
        value={value.localizedNames}
        onChange={(localizedNames) => set({ localizedNames })}
      />
      <LocalizedTexts
        legend={t('resourceAdmin.localizedDescriptions')}
        labels={localizedLabels}
        value={value.localizedDescriptions}
        onChange={(localizedDescriptions) => set({ localizedDescriptions })}
      />
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
      {tried && blocked ? (
        <p className="idm-admin-error" role="alert">
          {t('resourceAdmin.fixErrors')}
        </p>
      ) : null}
      <div className="idm-admin-actions">
        <button type="submit" className="idm-button" disabled={saving || checking}>
          {saving ? t('resourceAdmin.saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
