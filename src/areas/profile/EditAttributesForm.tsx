import { useId, useMemo, useRef, useState } from 'react';
import { isVersionConflict } from '../../api';
import type { PersonDetails } from '../../api/people';
import type { VersionField } from '../../api/versions';
import { useCore, useTranslation } from '../../core/react';
import {
  attributeChanges,
  draftOf,
  editableAttributes,
  editableKeys,
  missingRequired,
  type AttributeDraft,
} from './attributes';
import { AttributeField } from './AttributeField';
import { EditorForm, useEditorForm } from '../../ui/form';
import { useReloadMe, useSaveAttributes, useUpdateErrorText } from './use-profile-mutations';

export interface EditAttributesFormProps {
  person: PersonDetails & VersionField;
  /** Saved or cancelled. */
  onDone(): void;
}

/**
 * The edit form of my editable attributes (spec sections 5 and 6) on the form kit: read-only attributes and
 * cn are never offered nor sent; only changed values go to the server, with my details' version as If-Match
 * (someone else's save meanwhile opens the conflict dialog). A failure shows the spec's text above the
 * buttons and keeps every value as typed; leaving it changed asks first.
 */
export function EditAttributesForm({ person, onDone }: EditAttributesFormProps) {
  const { t } = useTranslation();
  const core = useCore();
  const formId = useId();
  const attributes = useMemo(() => editableAttributes(person), [person]);
  const initial = useMemo(() => draftOf(person), [person]);
  const [names, setNames] = useState<Record<string, string>>(() =>
    Object.fromEntries(attributes.flatMap((a) => a.values.map((v) => [v.value, v.display] as const))),
  );
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const save = useSaveAttributes();
  const reloadMe = useReloadMe();
  const errorText = useUpdateErrorText();

  const form = useEditorForm<AttributeDraft, 'required'>({
    initial,
    version: person.version ?? undefined,
    problems: (draft) => Object.fromEntries(missingRequired(person, draft).map((key) => [key, 'required' as const])),
    // Only the attributes that differ from my details as last read are sent.
    save: async (draft, version) => {
      const changes = attributeChanges(person, draft);
      if (changes.length === 0) return;
      setError(null);
      try {
        await save.mutateAsync({ dn: person.dn, changes, editable: editableKeys(person), version });
      } catch (failure) {
        if (isVersionConflict(failure)) throw failure;
        setError(errorText(failure));
        queueMicrotask(() => errorRef.current?.focus());
        throw failure;
      }
      core.feedback.show('success', t('profile.edit.saved'));
    },
    saved: onDone,
    reload: async () => {
      const current = await reloadMe();
      return { value: draftOf(current), version: current.version ?? undefined };
    },
  });
  const draft = form.value;
  const set = (key: string, values: string[]) => form.set({ [key]: values });
  const labelOf = (key: string) => attributes.find((attribute) => attribute.key === key)?.label ?? key;

  return (
    <EditorForm
      form={form}
      part="edit-form"
      className="idm-profile-form"
      submitLabel={t('profile.edit.save')}
      fieldLabel={labelOf}
      display={(key, values) =>
        Array.isArray(values) ? values.map((v) => names[String(v)] ?? String(v)).join(', ') : undefined
      }
      actions={
        <button type="button" className="idm-button secondary" disabled={form.saving} onClick={onDone}>
          {t('profile.edit.cancel')}
        </button>
      }
    >
      <div className="idm-profile-fields">
        {attributes.map((attribute) => (
          <AttributeField
            key={attribute.key}
            id={`${formId}-${attribute.key}`}
            attribute={attribute}
            values={draft[attribute.key] ?? []}
            invalid={form.problemOf(attribute.key) !== null}
            names={names}
            ownDn={person.dn}
            set={(values) => set(attribute.key, values)}
            onPeopleChosen={(chosen) => setNames((current) => ({ ...current, ...chosen }))}
          />
        ))}
      </div>
      {error ? (
        <p ref={errorRef} tabIndex={-1} className="idm-alert alert-danger idm-profile-form-error" role="alert">
          {error}
        </p>
      ) : null}
    </EditorForm>
  );
}
