import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityAttribute, EntityDefinition, EntityValue } from '../../api/entities';
import type { PickerItem } from '../../domain/picker-item';
import { lookupDefinition, validateEntityValues, type EntityValues } from '../../domain/entities';
import { pickerItemLabel } from '../../domain/picker-item';
import type { ValidationError } from '../../domain/validators';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { EditorForm, useEditorForm, type EditorProps } from '../../ui/form';
import { useEntityDefinitions } from './queries';

/** What the form holds: each attribute's values by key; and the DN values' display text (for the pickers' tags). */
export interface EntityFormValue {
  values: EntityValues;
  names: Record<string, string>;
}

export const formValueOf = (
  definition: EntityDefinition,
  values: Record<string, EntityValue[]> = {},
): EntityFormValue => {
  const names: Record<string, string> = {};
  const plain: Record<string, string[]> = {};
  for (const a of definition.attributes) {
    const list = values[a.key] ?? [];
    plain[a.key] = list.map((v) => v.value);
    for (const v of list) names[v.value.toLowerCase()] = v.display;
  }
  return { values: plain, names };
};

export interface EntityFormProps<R> extends Omit<EditorProps<EntityValues, R>, 'initial' | 'onSave' | 'reload'> {
  definition: EntityDefinition;
  initial: EntityFormValue;
  /** Editing an existing item: its naming attribute cannot change. */
  editing: boolean;
  /** One request; a rejection keeps the form as typed. Sends the values trimmed and the item's name. */
  onSave(values: EntityValues, name: string, version: string | undefined): Promise<R>;
  reload?(): Promise<{ value: EntityFormValue; version?: string }>;
  onCancel?(): void;
}

const rulesOf = (definition: EntityDefinition) =>
  definition.attributes.map((a) => ({
    key: a.key,
    dataType: a.dataType,
    isRequired: a.isRequired,
    isMultivalued: a.isMultivalued,
    ...(a.rangeStart !== undefined ? { rangeStart: a.rangeStart } : {}),
    ...(a.rangeEnd !== undefined ? { rangeEnd: a.rangeEnd } : {}),
    ...(a.choices.length > 0 ? { choices: a.choices.map((c) => c.key) } : {}),
  }));

const trimmed = (values: EntityValues): EntityValues =>
  Object.fromEntries(Object.entries(values).map(([k, list]) => [k, list.map((v) => v.trim()).filter((v) => v !== '')]));

/** An item's attributes, each by its type (text, number, list, yes/no, a lookup); bad input gets its message beside the field. */
export function EntityForm<R>({
  definition,
  initial,
  version,
  editing,
  onSave,
  reload,
  onSaved,
  onCancel,
  submitLabel,
}: EntityFormProps<R>) {
  const { t } = useTranslation();
  const id = useId();
  // The display text of DN values: what the pickers and the conflict dialog show for them.
  const [names, setNames] = useState(initial.names);
  const form = useEditorForm<EntityValues, ValidationError, R>({
    initial: initial.values,
    version,
    problems: (values) => validateEntityValues(rulesOf(definition), values, definition.namingAttribute),
    save: (values, version) => {
      const sent = trimmed(values);
      return onSave(sent, sent[definition.namingAttribute]?.[0] ?? '', version);
    },
    reload:
      reload &&
      (async () => {
        const current = await reload();
        setNames((known) => ({ ...known, ...current.value.names }));
        return { value: current.value.values, version: current.version };
      }),
    saved: onSaved,
  });
  const { value, set, tried, problems } = form;
  const message = (problem: ValidationError | null | undefined): string | null => {
    if (!tried || !problem) return null;
    return problem.code === 'required'
      ? t('entities.required')
      : problem.code === 'invalidCharacter'
        ? t('entities.invalidCharacter')
        : t('entities.invalidValue', { message: problem.message });
  };
  const labels = Object.fromEntries(definition.attributes.map((a) => [a.key, a.displayLabel]));
  return (
    <EditorForm
      form={form}
      part="entity-form"
      submitLabel={submitLabel}
      fieldLabel={(key) => labels[key] ?? key}
      display={(_key, shown) => (shown as string[]).map((v) => names[v.toLowerCase()] ?? v).join(', ')}
      actions={
        onCancel ? (
          <button type="button" className="idm-button secondary" onClick={onCancel}>
            {t('entities.cancel')}
          </button>
        ) : null
      }
    >
      {definition.attributes.map((a) => (
        <AttributeField
          key={a.key}
          id={`${id}-${a.key}`}
          attribute={a}
          values={value[a.key] ?? []}
          names={names}
          readOnly={editing && a.key === definition.namingAttribute}
          error={message(problems[a.key])}
          onChange={(list, picked = {}) => {
            setNames((known) => ({ ...known, ...picked }));
            set({ [a.key]: list });
          }}
        />
      ))}
    </EditorForm>
  );
}

interface AttributeFieldProps {
  id: string;
  attribute: EntityAttribute;
  values: readonly string[];
  names: Record<string, string>;
  readOnly: boolean;
  error: string | null;
  onChange(values: string[], names?: Record<string, string>): void;
}

function FieldError({ id, error }: { id: string; error: string | null }) {
  return error !== null ? (
    <p id={`${id}-error`} className="idm-admin-error">
      {error}
    </p>
  ) : null;
}

function AttributeField({ id, attribute: a, values, names, readOnly, error, onChange }: AttributeFieldProps) {
  const { t } = useTranslation();
  const label = a.isRequired ? `${a.displayLabel} *` : a.displayLabel;
  const described = error !== null ? `${id}-error` : undefined;
  if (readOnly)
    return (
      <div className="idm-admin-field">
        <label htmlFor={id}>{a.displayLabel}</label>
        <input id={id} dir="auto" value={values[0] ?? ''} readOnly />
      </div>
    );
  if (a.dataType === 'DN')
    return (
      <LookupField
        id={id}
        attribute={a}
        label={label}
        values={values}
        names={names}
        error={error}
        onChange={onChange}
      />
    );
  if (a.dataType === 'Boolean')
    return (
      <div className="idm-admin-field entities-field">
        <label>
          <input
            type="checkbox"
            checked={values[0] === 'true'}
            onChange={(event) => onChange([event.target.checked ? 'true' : 'false'])}
          />{' '}
          {a.displayLabel}
        </label>
      </div>
    );
  if (a.choices.length > 0)
    return (
      <div className="idm-admin-field entities-field">
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          value={values[0] ?? ''}
          aria-invalid={error !== null}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value ? [event.target.value] : [])}
        >
          <option value="">{t('entities.choose')}</option>
          {a.choices.map((c) => (
            <option key={c.key} value={c.key}>
              {c.value}
            </option>
          ))}
        </select>
        <FieldError id={id} error={error} />
      </div>
    );
  if (a.dataType === 'Integer')
    return (
      <div className="idm-admin-field entities-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="number"
          dir="ltr"
          inputMode="numeric"
          value={values[0] ?? ''}
          aria-invalid={error !== null}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value === '' ? [] : [event.target.value])}
        />
        <FieldError id={id} error={error} />
      </div>
    );
  return (
    <AdminTextField
      id={id}
      label={label}
      value={values[0] ?? ''}
      required={a.isRequired}
      error={error}
      onChange={(text) => onChange(text === '' ? [] : [text])}
    />
  );
}

/** A DN attribute: the users picker for user lookups, else the entity tab of the definition it points to. */
function LookupField({
  id,
  attribute: a,
  label,
  values,
  names,
  error,
  onChange,
}: Omit<AttributeFieldProps, 'readOnly'> & { label: string }) {
  const definitions = useEntityDefinitions();
  const target = lookupDefinition(a.lookupEntity);
  const isUser = target.toLowerCase() === 'user';
  const targetDefinition = definitions.data?.find((d) => d.key === target);
  const items: PickerItem[] = values.map((dn) => {
    const name = names[dn.toLowerCase()] ?? dn;
    return isUser
      ? { itemType: 'user', dn, fullName: name, name }
      : { itemType: 'entity', dn, entityDisplayValue: name, entityType: target };
  });
  return (
    <div className="idm-admin-field entities-field" id={id}>
      <Picker
        label={label}
        tabs={
          isUser
            ? ['users']
            : [
                {
                  id: 'entity',
                  entityKey: target,
                  label: targetDefinition?.display ?? target,
                  searchAttributes: (targetDefinition?.attributes ?? [])
                    .filter((x) => x.isSearchable)
                    .map((x) => ({
                      key: x.key,
                      displayLabel: x.displayLabel,
                      isSearchable: true,
                      dataType: x.dataType,
                    })),
                },
              ]
        }
        mode={a.isMultivalued ? 'multi' : 'single'}
        required={a.isRequired}
        value={items}
        onChange={(picked) =>
          onChange(
            picked.map((item) => item.dn ?? ''),
            Object.fromEntries(picked.map((item) => [(item.dn ?? '').toLowerCase(), pickerItemLabel(item)])),
          )
        }
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
