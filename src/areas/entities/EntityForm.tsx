import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityAttribute, EntityDefinition, EntityValue } from '../../api/entities';
import type { PickerItem } from '../../domain/picker-item';
import { hasEntityProblems, lookupDefinition, validateEntityValues, type EntityValues } from '../../domain/entities';
import { pickerItemLabel } from '../../domain/picker-item';
import type { ValidationError } from '../../domain/validators';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { useEntityDefinitions } from './queries';

/** What the form holds: the values by key, and the DN values' display text (for the pickers' tags). */
export interface EntityFormValue {
  values: Record<string, string[]>;
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

export interface EntityFormProps {
  definition: EntityDefinition;
  initial: EntityFormValue;
  /** Editing an existing item: its naming attribute cannot change. */
  editing: boolean;
  /** Saves; a rejection keeps the form as it is (the banner says why). */
  onSave(values: EntityValues, name: string): Promise<unknown>;
  onCancel?(): void;
  saving: boolean;
  submitLabel: string;
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

/** An item's attributes, each by its type (text, number, list, yes/no, a lookup); bad input gets its message beside the field. */
export function EntityForm({ definition, initial, editing, onSave, onCancel, saving, submitLabel }: EntityFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState<EntityFormValue>(initial);
  const [tried, setTried] = useState(false);
  const problems = validateEntityValues(rulesOf(definition), value.values, definition.namingAttribute);
  const blocked = hasEntityProblems(problems);
  const set = (key: string, list: string[], names: Record<string, string> = {}) =>
    setValue((current) => ({ values: { ...current.values, [key]: list }, names: { ...current.names, ...names } }));
  const message = (problem: ValidationError | null | undefined): string | null => {
    if (!tried || !problem) return null;
    return problem.code === 'required'
      ? t('entities.required')
      : problem.code === 'invalidCharacter'
        ? t('entities.invalidCharacter')
        : t('entities.invalidValue', { message: problem.message });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (blocked) return;
    const values = Object.fromEntries(
      Object.entries(value.values).map(([k, list]) => [k, list.map((v) => v.trim()).filter((v) => v !== '')]),
    );
    const name = values[definition.namingAttribute]?.[0] ?? '';
    onSave(values, name).catch(() => undefined);
  };
  return (
    <form className="idm-admin-form" part="entity-form" noValidate onSubmit={submit}>
      {definition.attributes.map((a) => (
        <AttributeField
          key={a.key}
          id={`${id}-${a.key}`}
          attribute={a}
          values={value.values[a.key] ?? []}
          names={value.names}
          readOnly={editing && a.key === definition.namingAttribute}
          error={message(problems[a.key])}
          onChange={(list, names) => set(a.key, list, names)}
        />
      ))}
      {tried && blocked ? (
        <p className="idm-admin-error" role="alert">
          {t('entities.fixErrors')}
        </p>
      ) : null}
      <div className="idm-admin-actions">
        <button type="submit" className="idm-button" disabled={saving}>
          {saving ? t('entities.saving') : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="idm-button secondary" onClick={onCancel}>
            {t('entities.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

interface AttributeFieldProps {
  id: string;
  attribute: EntityAttribute;
  values: string[];
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
