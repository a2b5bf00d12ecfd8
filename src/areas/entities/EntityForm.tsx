import { useId, useState } from 'react';
import { useTranslation } from '../../core/react';
import type { EntityDefinition, EntityValue } from '../../api/entities';
import { validateEntityValues, type EntityValues } from '../../domain/entities';
import type { ValidationError } from '../../domain/validators';
import { EditorForm, useEditorForm, type EditorProps } from '../../ui/form';
import { AttributeField } from './AttributeField';

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
      ? t('entityViews.required')
      : problem.code === 'invalidCharacter'
        ? t('entityViews.invalidCharacter')
        : t('entityViews.invalidValue', { message: problem.message });
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
            {t('entityViews.cancel')}
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
