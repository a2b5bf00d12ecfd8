import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationError } from '../../domain/validators';
import type { PickerItem } from '../../ui/picker';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import {
  CONTAINER_FIELD,
  PASSWORD_FIELD,
  buildCreateInput,
  validateField,
  validateForm,
  validatePasswordField,
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
  /** Sends the form; a rejection keeps every value typed. Resolving clears the form. */
  onSubmit(input: CreateUserInput): Promise<unknown>;
  /** Shown above the buttons (the error of the last attempt). */
  status?: ReactNode;
  /** The photo attribute's label when the schema lets a photo be set at creation; no photo field without it. */
  photoLabel?: string;
}

const USER_LOOKUP = 'user-lookup';

/**
 * The create-user form: container, password and the schema's attributes (required first). Messages
 * show once a field was left (touched) or the form was submitted.
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
  const formRef = useRef<HTMLFormElement>(null);
  const initial = (): FormValues => ({
    [CONTAINER_FIELD]: defaultContainer ?? (containers.length === 1 ? containers[0]!.dn : ''),
  });
  const [values, setValues] = useState<FormValues>(initial);
  const [people, setPeople] = useState<Record<string, PickerItem[]>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const [photoError, setPhotoError] = useState<ValidationError | null>(null);
  // A new photo field after a user was created (an input of type file cannot be emptied otherwise).
  const [photoFieldKey, setPhotoFieldKey] = useState(0);

  const set = (key: string, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const touch = (key: string) => setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
  const shown = (key: string) => submitted || touched.has(key);

  const errorFor = (key: string): ValidationError | null => {
    if (!shown(key)) return null;
    if (key === PASSWORD_FIELD) return validatePasswordField(values[key]);
    if (key === CONTAINER_FIELD)
      return (values[key] ?? '').trim() === '' ? { code: 'required', message: 'Required' } : null;
    const field = fields.find((f) => f.key === key);
    return field ? validateField(field, values[key]) : null;
  };
  const message = (error: ValidationError): string => {
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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const errors = validateForm(fields, values, true);
    if (Object.keys(errors).length > 0 || photoError) {
      // Focus the first field with a message (after React has rendered them).
      queueMicrotask(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      const input = buildCreateInput(fields, values);
      await onSubmit(photoLabel && photo ? { ...input, photo } : input);
      setValues(initial());
      setPeople({});
      setPhoto(null);
      setPhotoFieldKey((key) => key + 1);
      setTouched(new Set());
      setSubmitted(false);
    } catch {
      // The owner reports the failure; every value stays as typed.
    } finally {
      setBusy(false);
    }
  };

  const fieldProps = (key: string) => ({ error: errorFor(key), message });

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
        {submitted && !touched.has(field.key) && errorFor(field.key) ? (
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
    <form
      ref={formRef}
      className="idm-create-user-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy}
    >
      <p className="idm-create-user-hint">{t('createUser.requiredHint')}</p>
      <div className="idm-create-user-fields">
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
            key={photoFieldKey}
            label={photoLabel}
            photo={photo}
            error={photoError}
            onChange={(chosen, error) => {
              setPhoto(chosen);
              setPhotoError(error);
            }}
          />
        ) : null}
        {fields.filter((f) => !f.required).map(renderField)}
      </div>
      {status}
      <div className="idm-create-user-buttons">
        <button
          type="submit"
          className="idm-button"
          disabled={busy}
          // Leaving a field shows its message, which moves this button; keep the press from blurring the
          // field first so that one click always submits (the submit then shows every message).
          onMouseDown={(event) => event.preventDefault()}
        >
          {busy ? t('createUser.creating') : t('createUser.create')}
        </button>
      </div>
    </form>
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
  error: ValidationError | null;
  message(error: ValidationError): string;
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
