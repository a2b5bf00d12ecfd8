import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleInput } from '../../api/catalog-admin';
import { commonName } from '../../domain/format';
import { NO_APPROVAL_CHOICE, ROLE_LEVELS, approvalProblem } from '../../domain/role-admin';
import { validateRoleDescription, validateRoleName } from '../../domain/role-validation';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { ApprovalEditor, ApprovalSummary } from './ApprovalEditor';
import {
  CategoriesPicker,
  LocalizedNamesAndDescriptions,
  NameDescriptionFields,
  choiceOf,
  itemOf,
} from '../../ui/area';
import { EditorForm, fieldNamedIn, useEditorForm, type EditorProps } from '../../ui/form';
import { displayRoleField, levelName } from './role-admin-mapping';

export type RoleFormValue = Omit<RoleInput, 'dn'>;

export const EMPTY_ROLE: RoleFormValue = {
  name: '',
  description: '',
  level: 30,
  subContainer: '',
  categories: [],
  owners: [],
  localizedNames: [],
  localizedDescriptions: [],
  approval: NO_APPROVAL_CHOICE,
  revoke: { sameAsGrant: false, approval: NO_APPROVAL_CHOICE },
};

export interface RoleFormProps<R> extends EditorProps<RoleFormValue, R> {
  /** Editing an existing role: its level cannot change. */
  editing: boolean;
}

const FIELD_LABELS: Record<keyof RoleFormValue, string> = {
  name: 'roleAdmin.name',
  description: 'roleAdmin.description',
  level: 'roleAdmin.level.label',
  subContainer: 'roleAdmin.container',
  categories: 'roleAdmin.categories',
  owners: 'roleAdmin.owners',
  localizedNames: 'roleAdmin.localizedNames',
  localizedDescriptions: 'roleAdmin.localizedDescriptions',
  approval: 'roleAdmin.approval',
  revoke: 'roleAdmin.revokeApproval',
};

/** True when the form may be sent: the name, the description and both approvals pass the rules. */
export function roleFormProblems(value: RoleFormValue) {
  return {
    name: validateRoleName(value.name),
    description: validateRoleDescription(value.description),
    approval: approvalProblem(value.approval),
    revoke: value.revoke.sameAsGrant ? null : approvalProblem(value.revoke.approval),
  };
}

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
      fieldLabel={(field) => t(FIELD_LABELS[field])}
      display={(field, shown) => displayRoleField(t, field, shown)}
    >
      <NameDescriptionFields id={id} form={form} area="roleAdmin" />
      <div className="idm-admin-field">
        <label htmlFor={`${id}-level`}>{t('roleAdmin.level.label')}</label>
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
          <span>{t('roleAdmin.container')}: </span>
          <bdi>{value.subContainer ? commonName(value.subContainer) : levelName(t, value.level)}</bdi>
        </p>
      ) : (
        <Picker
          label={t('roleAdmin.container')}
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
      <CategoriesPicker
        label={t('roleAdmin.categories')}
        categoryType="role"
        value={value.categories}
        onChange={(categories) => set({ categories })}
      />
      <Picker
        label={t('roleAdmin.owners')}
        tabs={['users', 'groups', { id: 'containers', containerType: 'user' }, 'teams']}
        mode="multi"
        value={value.owners.map(itemOf)}
        onChange={(items) => set({ owners: items.map(choiceOf) })}
      />
      <LocalizedNamesAndDescriptions area="roleAdmin" value={value} onChange={set} />
      <ApprovalEditor
        legend={t('roleAdmin.approval')}
        value={value.approval}
        onChange={(approval) => set({ approval })}
        showErrors={tried}
      />
      <fieldset className="idm-admin-approval">
        <legend>{t('roleAdmin.revokeApproval')}</legend>
        <label>
          <input
            type="checkbox"
            checked={value.revoke.sameAsGrant}
            onChange={(event) => set({ revoke: { ...value.revoke, sameAsGrant: event.target.checked } })}
          />
          {t('roleAdmin.sameAsGrant')}
        </label>
        {value.revoke.sameAsGrant ? (
          <p className="idm-admin-approval-summary">
            <ApprovalSummary type="same-as-grant" choice={value.approval} />
          </p>
        ) : (
          <ApprovalEditor
            legend={t('roleAdmin.revokeApproval')}
            value={value.revoke.approval}
            onChange={(approval) => set({ revoke: { ...value.revoke, approval } })}
            showErrors={tried}
          />
        )}
      </fieldset>
    </EditorForm>
  );
}
