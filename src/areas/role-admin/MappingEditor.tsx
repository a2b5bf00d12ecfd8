import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { codeMapOptionsQuery } from '../../api/access';
import { useChangeMappedResources, type MappedParameter, type MappedResource } from '../../api/catalog-admin';
import { useCore, useTranslation } from '../../core/react';
import {
  parameterTypeOf,
  parameterValueProblem,
  PARAMETER_VALUE_MAX_LENGTH,
  type ParameterValueProblem,
} from '../../domain/resource-parameters';
import { AdminTextField } from '../../ui/area/AdminTextField';

type Values = Readonly<Record<string, string>>;

/** A List's options from its code map; none (typed in) without one. */
function useOptions(parameter: MappedParameter) {
  const core = useCore();
  const asked = parameterTypeOf(parameter.dataType) === 'List' && parameter.codeMapKey !== '';
  const options = useQuery({ ...codeMapOptionsQuery(core, parameter.codeMapKey), enabled: asked });
  return asked ? (options.data ?? []) : [];
}

interface ParameterFieldProps {
  parameter: MappedParameter;
  value: string;
  showError: boolean;
  onChange(value: string): void;
  onBlur(): void;
}

/** One parameter's editor by its data type: a number, a check box, a list of its values, or text; its error below. */
function ParameterField({ parameter, value, showError, onChange, onBlur }: ParameterFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const options = useOptions(parameter);
  const type = parameterTypeOf(parameter.dataType);
  const problem = parameterValueProblem(
    type,
    value,
    options.map((o) => o.value),
  );
  const error = showError && problem ? problemText(t, problem) : null;
  const common = {
    id,
    'aria-invalid': error !== null,
    'aria-describedby': error !== null ? `${id}-error` : undefined,
    onBlur,
  };
  if (type === 'Boolean')
    return (
      <div className="idm-admin-field">
        <label className="idm-check" htmlFor={id}>
          <input
            {...common}
            type="checkbox"
            checked={value === 'true'}
            onChange={(event) => onChange(event.currentTarget.checked ? 'true' : 'false')}
          />
          <bdi>{parameter.name}</bdi>
        </label>
      </div>
    );
  return (
    <div className="idm-admin-field">
      <label htmlFor={id}>
        <bdi>{parameter.name}</bdi>
      </label>
      {type === 'List' && options.length > 0 ? (
        <select {...common} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{t('roleAdminEditor.chooseValue')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          dir={type === 'Integer' ? 'ltr' : 'auto'}
          inputMode={type === 'Integer' ? 'numeric' : undefined}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
      {error !== null ? (
        <p id={`${id}-error`} className="idm-admin-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function problemText(t: (key: string, options?: Record<string, unknown>) => string, problem: ParameterValueProblem) {
  return t(`roleAdminEditor.parameterProblem.${problem}`, { max: PARAMETER_VALUE_MAX_LENGTH });
}

/**
 * Edits a mapping: the values the mapped resource's parameters take for the role's holders (by data type:
 * Integer, Boolean, List, String) and the mapping description. Each value is checked beside its field; a
 * failed save keeps the form as it is.
 */
export function MappingEditor({
  roleDn,
  resource,
  onDone,
}: {
  roleDn: string;
  resource: MappedResource;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const change = useChangeMappedResources();
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(resource.parameters.map((p) => [p.id, p.value])),
  );
  const [description, setDescription] = useState(resource.mappingDescription);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  // Options are checked by each field; here only what needs no options decides whether to send.
  const invalid = resource.parameters.some((p) => parameterValueProblem(p.dataType, values[p.id] ?? '') !== null);

  const save = async () => {
    setTried(true);
    if (invalid) return;
    try {
      await change.mutateAsync({
        method: 'POST',
        roleDn,
        resources: [
          {
            dn: resource.dn,
            mappingDescription: description.trim(),
            parameters: resource.parameters.map((p) => ({ id: p.id, value: values[p.id] ?? '' })),
          },
        ],
      });
      onDone();
    } catch {
      // The banner says why; what was typed stays.
    }
  };

  return (
    <form
      className="idm-admin-form role-admin-mapping-editor"
      aria-label={t('roleAdminEditor.editParametersOf', { name: resource.name })}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {resource.parameters.length === 0 ? <p>{t('roleAdminEditor.noParameters')}</p> : null}
      {resource.parameters.map((parameter) => (
        <ParameterField
          key={parameter.id}
          parameter={parameter}
          value={values[parameter.id] ?? ''}
          showError={tried || touched.has(parameter.id)}
          onChange={(value) => setValues((current) => ({ ...current, [parameter.id]: value }))}
          onBlur={() => setTouched((current) => new Set(current).add(parameter.id))}
        />
      ))}
      <AdminTextField
        id={`${id}-description`}
        label={t('roleAdminEditor.mappingDescription')}
        value={description}
        error={null}
        onChange={setDescription}
      />
      {tried && invalid ? (
        <p className="idm-admin-error" role="alert">
          {t('roleAdminEditor.fixErrors')}
        </p>
      ) : null}
      <div className="idm-admin-actions">
        <button type="submit" className="idm-button" disabled={change.isPending}>
          {change.isPending ? t('roleAdminEditor.saving') : t('roleAdminEditor.save')}
        </button>
        <button type="button" className="idm-button secondary" onClick={onDone}>
          {t('roleAdmin.cancel')}
        </button>
      </div>
    </form>
  );
}
