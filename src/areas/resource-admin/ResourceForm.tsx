import { lazy, Suspense, useId, useState } from 'react';
import { useCore, useTranslation } from '../../core/react';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { NameDescriptionFields, choiceOf } from '../../ui/area';
import { CatalogApprovals, type RevokeMode } from '../../ui/area/CatalogApprovals';
import { CatalogItemFields } from '../../ui/area/CatalogItemFields';
import { ExpirationFields } from './ExpirationFields';
import { EditorForm, FieldRefusal, fieldNamedIn, useEditorForm, type EditorProps } from '../../ui/form';
import { displayResourceField, nameInUse } from './resource-form-display';
import { RESOURCE_FIELD_LABELS, resourceFormProblems, type ResourceFormValue } from './resource-form-value';

export interface ResourceFormProps<R> extends EditorProps<ResourceFormValue, R> {
  /** The name it has now (editing): kept without asking whether it is in use. */
  currentName?: string;
}

/** The binding's and the parameters' editors come with the page's data (asked for as the form first renders). */
const EntitlementBindingEditor = lazy(() =>
  import('./EntitlementBindingEditor').then((module) => ({ default: module.EntitlementBindingEditor })),
);
const ParametersEditor = lazy(() =>
  import('./ParametersEditor').then((module) => ({ default: module.ParametersEditor })),
);

/** Who may own a resource. */
const OWNER_TABS = ['users', 'groups', 'teams'] as const;

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
        if (suggestion !== null) throw new FieldRefusal('name', t('resourceAdminPages.nameInUse', { suggestion }));
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
      fieldLabel={(field) => t(RESOURCE_FIELD_LABELS[field])}
      display={(field, shown) => displayResourceField(t, field, shown)}
    >
      <NameDescriptionFields id={id} form={form} area="resourceAdminPages" />
      <CatalogItemFields
        area="resourceAdminPages"
        categoryType="resource"
        ownerTabs={OWNER_TABS}
        value={value}
        onChange={set}
      />
      <Suspense fallback={null}>
        <EntitlementBindingEditor
          value={value.binding}
          onChange={(binding) => set({ binding })}
          dynamic={dynamic}
          onDynamicChange={setDynamic}
          showErrors={tried}
        />
        <ParametersEditor value={value.parameters} onChange={(parameters) => set({ parameters })} showErrors={tried} />
      </Suspense>
      <Picker
        label={t('resourceAdminPages.requestForm')}
        tabs={[{ id: 'customApproval', prdType: 'all' }]}
        mode="single"
        value={value.requestDef ? [{ itemType: 'prd', dn: value.requestDef.dn, name: value.requestDef.name }] : []}
        onChange={(items) => {
          const item = items[0];
          set({ requestDef: item ? { dn: choiceOf(item).dn, name: choiceOf(item).name } : null });
        }}
      />
      <CatalogApprovals
        area="resourceAdminPages"
        prdType="resource"
        grant={value.approval}
        onGrantChange={(approval) => set({ approval })}
        revokeMode={revokeMode}
        revokeModeChoice={
          <div
            role="radiogroup"
            aria-label={t('resourceAdminPages.revokeApproval')}
            className="idm-admin-approval-types"
          >
            {(['same', ...(currentName !== undefined ? ['retain' as const] : []), 'own'] as RevokeMode[]).map(
              (mode) => (
                <label key={mode}>
                  <input
                    type="radio"
                    name={`${id}-revoke`}
                    checked={revokeMode === mode}
                    onChange={() => setRevokeMode(mode)}
                  />
                  {t(`resourceAdminPages.revokeMode.${mode}`)}
                </label>
              ),
            )}
          </div>
        }
        revoke={value.revoke.approval}
        onRevokeChange={(approval) => set({ revoke: { ...value.revoke, approval } })}
        showErrors={tried}
      />
      <ExpirationFields
        value={value.expiration}
        onChange={(expiration) => set({ expiration })}
        invalid={tried && problems.expiration !== null}
      />
    </EditorForm>
  );
}
