import { useId } from 'react';
import { useTranslation } from '../../core/react';
import { commonName } from '../../domain/format';
import { ROLE_LEVELS } from '../../domain/role-admin';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { NameDescriptionFields, choiceOf } from '../../ui/area';
import { CatalogApprovals } from '../../ui/area/CatalogApprovals';
import { CatalogItemFields } from '../../ui/area/CatalogItemFields';
import { EditorForm, fieldNamedIn, useEditorForm, type EditorProps } from '../../ui/form';
import { levelName } from './role-admin-mapping';
import { displayRoleField } from './role-form-display';
import { ROLE_FIELD_LABELS, roleFormProblems, type RoleFormValue } from './role-form-value';

export interface RoleFormProps<R> extends EditorProps<RoleFormValue, R> {
  /** Editing an existing role: its level cannot change. */
  editing: boolean;
}

/** Who may own a role. */
const OWNER_TABS = ['users', 'groups', { id: 'containers', containerType: 'user' }, 'teams'] as const;

/**
 * A role's definition: name, description, level and container, categories, owners, localised names and
 * descriptions, the grant approval and the revoke approval. Bad input gets its message beside the field.
 */
export function RoleForm<R>({ initial, version, editing, onSave, reload, onSaved, submitLabel }: RoleFormProps<R>) {
  const { t } = useTranslation();
  const id = useId();
  const form = useEditorForm<RoleFormValue, unknown, R>({
    initial,
    version,
    problems: roleFormProblems,
    save: onSave,
    reload,
    saved: onSaved,
    faultField: fieldNamedIn('name', 'description'),
  });
  const { value, set, tried } = form;

  return (
    <EditorForm
      form={form}
      part="role-form"
      submitLabel={submitLabel}
      fieldLabel={(field) => t(ROLE_FIELD_LABELS[field])}
      display={(field, shown) => displayRoleField(t, field, shown)}
    >
      <NameDescriptionFields id={id} form={form} area="roleAdminEditor" />
      <div className="idm-admin-field">
        <label htmlFor={`${id}-level`}>{t('roleAdminEditor.level.label')}</label>
        <select
          id={`${id}-level`}
          value={value.level}
          disabled={editing}
          onChange={(event) => set({ level: Number(event.target.value), subContainer: '' })}
        >
          {ROLE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {levelName(t, level)}
            </option>
          ))}
        </select>
      </div>
      {editing ? (
        <p className="role-admin-fact">
          <span>{t('roleAdminEditor.container')}: </span>
          <bdi>{value.subContainer ? commonName(value.subContainer) : levelName(t, value.level)}</bdi>
        </p>
      ) : (
        <Picker
          label={t('roleAdminEditor.container')}
          tabs={[{ id: 'containers', containerType: 'role' }]}
          mode="single"
          roleLevel={value.level}
          value={
            value.subContainer
              ? [{ itemType: 'container', dn: value.subContainer, name: commonName(value.subContainer) }]
              : []
          }
          onChange={(items) => set({ subContainer: items[0] ? choiceOf(items[0]).dn : '' })}
        />
      )}
      <CatalogItemFields
        area="roleAdminEditor"
        categoryType="role"
        ownerTabs={OWNER_TABS}
        value={value}
        onChange={set}
      />
      <CatalogApprovals
        area="roleAdminEditor"
        prdType="role"
        grant={value.approval}
        onGrantChange={(approval) => set({ approval })}
        revokeMode={value.revoke.sameAsGrant ? 'same' : 'own'}
        revokeModeChoice={
          <label>
            <input
              type="checkbox"
              checked={value.revoke.sameAsGrant}
              onChange={(event) => set({ revoke: { ...value.revoke, sameAsGrant: event.target.checked } })}
            />
            {t('roleAdminEditor.sameAsGrant')}
          </label>
        }
        revoke={value.revoke.approval}
        onRevokeChange={(approval) => set({ revoke: { ...value.revoke, approval } })}
        showErrors={tried}
      />
    </EditorForm>
  );
}
