import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../core/react';
import type { ValidationError } from '../../domain/validators';
import { EditorForm, useEditorForm } from '../../ui/form';
import type { PickerItem } from '../../ui/picker';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import {
  CONTAINER_FIELD,
  PASSWORD_FIELD,
  buildCreateInput,
  createUserErrorMessage,
  faultFieldOf,
  validateForm,
  type CreateField,
  type FormValues,
} from './form-model';
import type { CreateUserInput } from '../../api/people';
import { PhotoField, type ChosenPhoto } from './PhotoField';

export interface ContainerChoice {
  dn: string;
  name: string;
}

export interface CreateUserFormProps {
  fields: readonly CreateField[];
  /** Where the user may be created. None: the container DN is typed in. */
  containers: readonly ContainerChoice[];
  /** Preselected container. */
  defaultContainer?: string;
  /** Sends the form (one request); a rejection keeps every value typed. The page opens a new form after it. */
  onSubmit(input: CreateUserInput): Promise<unknown>;
  /** Shown above the buttons (the error of the last attempt). */
  status?: ReactNode;
  /** The photo attribute's label when the schema lets a photo be set at creation; no photo field without it. */
  photoLabel?: string;
}

const USER_LOOKUP = 'user-lookup';
/** The photo's problem among the form's problems: it blocks the save like a field's. */
const PHOTO_FIELD = '__photo';

/**
 * The create-user form on the form kit: container, password and the schema's attributes (required first),
 * with the shared rules (src/domain/validators, as the server checks them) beside the fields once a field
 * was left or the form was sent; one request per click; leaving it typed asks first.
 */
export function CreateUserForm({
  fields,
  containers,
  defaultContainer,
  onSubmit,
  status,
  photoLabel,
}: CreateUserFormProps) {
  const { t } = useTranslation();
  const fieldsRef = useRef<HTMLDivElement>(null);
  // The photo's field is in the form from the start: choosing one is an unsaved change, clearing it is none.
  const [initial] = useState<FormValues>(() => ({
    [CONTAINER_FIELD]: defaultContainer ?? (containers.length === 1 ? containers[0]!.dn : ''),
    ...(photoLabel ? { [PHOTO_FIELD]: '' } : {}),
  }));
  const [people, setPeople] = useState<Record<string, PickerItem[]>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const [photoError, setPhotoError] = useState<ValidationError | null>(null);
  const form = useEditorForm<FormValues, ValidationError>({
    initial,
    problems: (value) => ({
      ...validateForm(fields, value, true),
      ...(photoError ? { [PHOTO_FIELD]: photoError } : {}),
    }),
    save: (value) => {
      const input = buildCreateInput(fields, value);
      return onSubmit(photoLabel && photo ? { ...input, photo } : input);
    },
    faultField: faultFieldOf(fields),
    faultMessage: createUserErrorMessage,
  });
  const { value: values } = form;

  const set = (key: string, value: string) => form.set({ [key]: value });
  const touch = (key: string) => setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));

  const errorFor = (key: string): ValidationError | string | null => {
    const problem = form.problemOf(key);
    if (problem !== null) return problem;
    return touched.has(key) ? (form.problems[key] ?? null) : null;
  };
  const message = (error: ValidationError | string): string => {
    if (typeof error === 'string') return error;
    switch (error.code) {
      case 'required':
        return t('errors.required');
      case 'invalidCharacter':
        return t('errors.invalidCharacter');
      case 'password':
        return t('createUser.passwordRule', error.message);
      case 'range':
        return t('createUser.wholeNumber');
      default:
        return error.message;
    }
  };

  const submit = {
    ...form,
    onSubmit: (event?: FormEvent) => {
      form.onSubmit(event);
      // Focus the first field with a message (after React has rendered them).
      if (form.blocked)
        queueMicrotask(() => fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    },
  };

  const fieldProps = (key: string) => ({ error: errorFor(key), message });
  const fieldLabelOf = (key: string) =>
    key === CONTAINER_FIELD
      ? t('createUser.container')
      : key === PASSWORD_FIELD
        ? t('createUser.password')
        : key === PHOTO_FIELD
          ? (photoLabel ?? key)
          : (fields.find((field) => field.key === key)?.label ?? key);

  const renderField = (field: CreateField) =>
    isUserLookup(field) ? (
      <div key={field.key} className="idm-create-user-field idm-create-user-picker">
        <Picker
          label={field.label}
          tabs={['users']}
          mode="single"
          required={field.required}
          errorText={t('errors.required')}
          value={people[field.key] ?? []}
          onChange={(items) => {
            setPeople((current) => ({ ...current, [field.key]: items }));
            set(field.key, items[0]?.dn ?? '');
          }}
          onTouched={() => touch(field.key)}
        />
        {form.tried && !touched.has(field.key) && errorFor(field.key) ? (
          <p className="idm-field-error" role="alert">
            {message(errorFor(field.key)!)}
          </p>
        ) : null}
      </div>
    ) : (
      <Field
        key={field.key}
        id={field.key}
        label={field.label}
        required={field.required}
        hint={field.multivalued && field.choices.length === 0 ? t('createUser.oneValuePerLine') : undefined}
        {...fieldProps(field.key)}
      >
        {(inputProps) => (
          <AttributeInput
            field={field}
            inputProps={inputProps}
            value={values[field.key] ?? ''}
            onChange={(value) => set(field.key, value)}
            onBlur={() => touch(field.key)}
            chooseText={t('createUser.choose')}
          />
        )}
      </Field>
    );

  return (
    // Leaving a field shows its message, which moves the Create button; keep a press on it from blurring the
    // field first so that one click always submits (the submit then shows every message).
    <div
      className="idm-create-user-frame"
      onMouseDown={(event) => {
        if ((event.target as HTMLElement).closest('button[type="submit"]')) event.preventDefault();
      }}
    >
      <EditorForm
        form={submit}
        part="create-user-form"
        className="idm-create-user-form"
        submitLabel={t('createUser.create')}
        fieldLabel={(key) => fieldLabelOf(key)}
      >
        <p className="idm-create-user-hint">{t('createUser.requiredHint')}</p>
        <div ref={fieldsRef} className="idm-create-user-fields">
          <Field id="container" label={t('createUser.container')} required {...fieldProps(CONTAINER_FIELD)}>
            {(inputProps) =>
              containers.length > 0 ? (
                <select
                  {...inputProps}
                  value={values[CONTAINER_FIELD] ?? ''}
                  onChange={(e) => {
                    set(CONTAINER_FIELD, e.target.value);
                    touch(CONTAINER_FIELD);
                  }}
                  onBlur={() => touch(CONTAINER_FIELD)}
                >
                  <option value="">{t('createUser.chooseContainer')}</option>
                  {containers.map((c) => (
                    <option key={c.dn} value={c.dn}>
                      {c.name}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...inputProps}
                  type="text"
                  value={values[CONTAINER_FIELD] ?? ''}
                  onChange={(e) => set(CONTAINER_FIELD, e.target.value)}
                  onBlur={() => touch(CONTAINER_FIELD)}
                />
              )
            }
          </Field>

          {fields.filter((f) => f.required).map(renderField)}

          <Field
            id="password"
            label={t('createUser.password')}
            required
            hint={t('createUser.passwordHint')}
            {...fieldProps(PASSWORD_FIELD)}
          >
            {(inputProps) => (
              <input
                {...inputProps}
                type="password"
                autoComplete="new-password"
                value={values[PASSWORD_FIELD] ?? ''}
                onChange={(e) => set(PASSWORD_FIELD, e.target.value)}
                onBlur={() => touch(PASSWORD_FIELD)}
              />
            )}
          </Field>
          {photoLabel ? (
            <PhotoField
              label={photoLabel}
              photo={photo}
              error={photoError}
              onChange={(chosen, error) => {
                setPhoto(chosen);
                setPhotoError(error);
                form.set({ [PHOTO_FIELD]: chosen?.fileName ?? '' });
              }}
            />
          ) : null}
          {fields.filter((f) => !f.required).map(renderField)}
        </div>
        {status}
      </EditorForm>
    </div>
  );
}

const isUserLookup = (field: CreateField) =>
  field.dataType.toLowerCase() === 'dn' && (field.lookupEntity ?? '').toLowerCase() === USER_LOOKUP;

interface InputProps {
  id: string;
  name: string;
  required: boolean;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FieldProps {
  id: string;
  label: string;
  required: boolean;
  hint?: string;
  error: ValidationError | string | null;
  message(error: ValidationError | string): string;
  children(inputProps: InputProps): ReactNode;
}

/** A label, the input, an optional hint and the field's message. */
function Field({ id, label, required, hint, error, message, children }: FieldProps) {
  const base = useId();
  const inputId = `${base}-input`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={`idm-create-user-field${error ? ' invalid' : ''}`} data-field={id}>
      <label htmlFor={inputId}>
        {label}
        {required ? (
          <span className="idm-required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id: inputId,
        name: id,
        required,
        'aria-invalid': error !== null,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <p id={hintId} className="idm-field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="idm-field-error">
          {message(error)}
        </p>
      ) : null}
    </div>
  );
}

interface AttributeInputProps {
  field: CreateField;
  inputProps: InputProps;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  chooseText: string;
}

/** The input that fits the attribute's data type. */
function AttributeInput({ field, inputProps, value, onChange, onBlur, chooseText }: AttributeInputProps) {
  const type = field.dataType.toLowerCase();
  if (field.choices.length > 0) {
    return (
      <select {...inputProps} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur}>
        <option value="">{chooseText}</option>
        {field.choices.map((choice) => (
          <option key={choice.key} value={choice.key}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  }
  if (type === 'boolean') {
    return (
      <input
        {...inputProps}
        type="checkbox"
        className="idm-check"
        checked={value === 'true'}
        onChange={(e) => onChange(e.target.checked ? 'true' : '')}
        onBlur={onBlur}
      />
    );
  }
  if (field.multivalued) {
    return (
      <textarea {...inputProps} rows={3} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
    );
  }
  const key = field.key.toLowerCase();
  const htmlType =
    type === 'time'
      ? 'datetime-local'
      : key === 'email' || key === 'mail'
        ? 'email'
        : key.includes('telephone') || key === 'mobile'
          ? 'tel'
          : 'text';
  return (
    <input
      {...inputProps}
      type={htmlType}
      inputMode={type === 'integer' ? 'numeric' : undefined}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}
