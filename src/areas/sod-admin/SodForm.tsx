import { useId } from 'react';
import { useTranslation } from '../../core/react';
import type { SodInput } from '../../api/catalog-admin';
import { validateRoleDescription, validateRoleName } from '../../domain/role-validation';
import { FormAlert, LocalizedNamesAndDescriptions, NameDescriptionFields, choiceOf, itemOf } from '../../ui/area';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { displayValue } from '../../domain/form-display';
import { EditorForm, useEditorForm, type EditorProps } from '../../ui/form';
import { SodExceptions } from './SodExceptions';

export type SodFormValue = Omit<SodInput, 'dn'>;

export const EMPTY_SOD: SodFormValue = {
  name: '',
  description: '',
  roles: [],
  localizedNames: [],
  localizedDescriptions: [],
  approvalType: 'allowWithWorkflow',
  useDefaultApprovers: true,
  approvers: [],
};

/** What keeps a rule from being saved. */
export function sodFormProblems(value: SodFormValue) {
  return {
    name: validateRoleName(value.name),
    description: validateRoleDescription(value.description),
    roles: value.roles.length === 2 ? null : 'roles',
    approvers:
      value.approvalType === 'allowWithWorkflow' && !value.useDefaultApprovers && value.approvers.length === 0
        ? 'approvers'
        : null,
  };
}

export type SodFormProps<R> = EditorProps<SodFormValue, R>;

const FIELD_LABELS: Record<keyof SodFormValue, string> = {
  name: 'sodAdmin.name',
  description: 'sodAdmin.description',
  roles: 'sodAdmin.roles',
  localizedNames: 'sodAdmin.localizedNames',
  localizedDescriptions: 'sodAdmin.localizedDescriptions',
  approvalType: 'sodAdmin.exceptions',
  useDefaultApprovers: 'sodAdmin.defaultApprovers',
  approvers: 'sodAdmin.approvers',
};

/**
 * A rule: its name and description (with other languages), the two roles that conflict, and what an
 * exception needs: an approval (by the default SoD approvers or chosen ones) or only a justification.
 */
export function SodForm<R>({ initial, version, onSave, reload, onSaved, submitLabel }: SodFormProps<R>) {
  const { t } = useTranslation();
  const id = useId();
  const form = useEditorForm<SodFormValue, unknown, R>({
    initial,
    version,
    problems: sodFormProblems,
    save: onSave,
    reload,
    saved: onSaved,
  });
  const { value, set, tried, problems } = form;
  const display = (field: keyof SodFormValue, shown: unknown) =>
    field === 'approvalType'
      ? t(shown === 'alwaysAllow' ? 'sodAdmin.alwaysAllow' : 'sodAdmin.allowWithWorkflow')
      : field === 'useDefaultApprovers'
        ? t(shown ? 'sodAdmin.defaultApprovers' : 'sodAdmin.customApprovers')
        : displayValue(shown);
  return (
    <EditorForm
      form={form}
      part="sod-form"
      submitLabel={submitLabel}
      fieldLabel={(field) => t(FIELD_LABELS[field])}
      display={display}
    >
      <NameDescriptionFields id={id} form={form} area="sodAdmin" />
      <Picker
        label={t('sodAdmin.roles')}
        tabs={['roles']}
        mode="multi"
        value={value.roles.map((r) => itemOf({ ...r, type: 'role' }))}
        onChange={(items) =>
          set({
            roles: items
              .slice(0, 2)
              .map(choiceOf)
              .map(({ dn, name }) => ({ dn, name })),
          })
        }
        required
      />
      <FormAlert when={tried && problems.roles}>{t('sodAdmin.twoRoles')}</FormAlert>
      <LocalizedNamesAndDescriptions area="sodAdmin" value={value} onChange={set} />
      <SodExceptions value={value} onChange={set} approversMissing={tried && problems.approvers !== null} />
    </EditorForm>
  );
}
