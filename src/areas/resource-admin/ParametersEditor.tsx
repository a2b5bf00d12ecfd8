import { useId } from 'react';
import { useTranslation } from '../../core/react';
import {
  ENTITLEMENT_PARAM_KEY,
  PARAMETER_TYPES,
  parameterProblem,
  type ParameterType,
  type ResourceParameter,
} from '../../domain/resource-admin';

export interface ParametersEditorProps {
  value: readonly ResourceParameter[];
  onChange(value: ResourceParameter[]): void;
  showErrors: boolean;
}

/** A static value's editor by data type: a number, true / false, or text (String and List). */
export function ParameterValueInput({
  id,
  dataType,
  value,
  label,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  dataType: ParameterType;
  value: string;
  label: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  if (dataType === 'Boolean')
    return (
      <select
        id={id}
        value={value}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('resourceAdminPages.parameters.noValue')}</option>
        <option value="true">{t('resourceAdminPages.parameters.true')}</option>
        <option value="false">{t('resourceAdminPages.parameters.false')}</option>
      </select>
    );
  return (
    <input
      id={id}
      dir="auto"
      inputMode={dataType === 'Integer' ? 'numeric' : undefined}
      value={value}
      aria-label={label}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/**
 * Resource parameters (spec section 3): id, label, data type (Integer, Boolean, List, String), a static value (empty:
 * given when the resource is requested) and whether it is hidden. The entitlement's own parameter
 * (EntitlementParamKey) follows the binding and is not edited here.
 */
export function ParametersEditor({ value, onChange, showErrors }: ParametersEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const editable = value.filter((p) => p.key !== ENTITLEMENT_PARAM_KEY);
  const fixed = value.filter((p) => p.key === ENTITLEMENT_PARAM_KEY);
  const set = (index: number, change: Partial<ResourceParameter>) =>
    onChange([...fixed, ...editable.map((p, i) => (i === index ? { ...p, ...change } : p))]);
  const remove = (index: number) => onChange([...fixed, ...editable.filter((_, i) => i !== index)]);
  const add = () =>
    onChange([
      ...value,
      { key: `Param${editable.length + 1}`, label: '', dataType: 'String', staticValue: '', hidden: false },
    ]);
  const problemText = (problem: ReturnType<typeof parameterProblem>) =>
    problem ? t(`resourceAdminPages.parameters.problem.${problem}`) : '';

  return (
    <fieldset className="idm-admin-approval">
      <legend>{t('resourceAdminPages.parameters.legend')}</legend>
      {editable.length === 0 ? (
        <p className="idm-admin-approval-summary">{t('resourceAdminPages.parameters.none')}</p>
      ) : null}
      <ul className="resource-admin-parameters">
        {editable.map((parameter, index) => {
          const problem = parameterProblem(parameter, value);
          const rowId = `${id}-${index}`;
          const errorId = `${rowId}-error`;
          const shown = showErrors && problem !== null;
          return (
            <li key={index} className="resource-admin-parameter">
              <div className="idm-admin-field">
                <label htmlFor={`${rowId}-key`}>{t('resourceAdminPages.parameters.key')}</label>
                <input
                  id={`${rowId}-key`}
                  dir="ltr"
                  value={parameter.key}
                  aria-invalid={shown && (problem === 'key' || problem === 'duplicate')}
                  aria-describedby={shown ? errorId : undefined}
                  onChange={(e) => set(index, { key: e.target.value })}
                />
              </div>
              <div className="idm-admin-field">
                <label htmlFor={`${rowId}-label`}>{t('resourceAdminPages.parameters.label')}</label>
                <input
                  id={`${rowId}-label`}
                  dir="auto"
                  value={parameter.label}
                  onChange={(e) => set(index, { label: e.target.value })}
                />
              </div>
              <div className="idm-admin-field">
                <label htmlFor={`${rowId}-type`}>{t('resourceAdminPages.parameters.type')}</label>
                <select
                  id={`${rowId}-type`}
                  value={parameter.dataType}
                  onChange={(e) => set(index, { dataType: e.target.value as ParameterType, staticValue: '' })}
                >
                  {PARAMETER_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`resourceAdminPages.parameters.types.${type}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="idm-admin-field">
                <label htmlFor={`${rowId}-value`}>{t('resourceAdminPages.parameters.staticValue')}</label>
                <ParameterValueInput
                  id={`${rowId}-value`}
                  dataType={parameter.dataType}
                  value={parameter.staticValue}
                  label={t('resourceAdminPages.parameters.staticValue')}
                  invalid={shown && (problem === 'integer' || problem === 'boolean')}
                  describedBy={shown ? errorId : undefined}
                  onChange={(staticValue) => set(index, { staticValue })}
                />
              </div>
              <label>
                <input
                  type="checkbox"
                  checked={parameter.hidden}
                  onChange={(e) => set(index, { hidden: e.target.checked })}
                />
                {t('resourceAdminPages.parameters.hidden')}
              </label>
              <button
                type="button"
                className="idm-button secondary"
                aria-label={t('resourceAdminPages.parameters.removeNamed', { name: parameter.key })}
                onClick={() => remove(index)}
              >
                {t('resourceAdminPages.parameters.remove')}
              </button>
              {shown ? (
                <p id={errorId} className="idm-admin-error">
                  {problemText(problem)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <button type="button" className="idm-button secondary" onClick={add}>
        {t('resourceAdminPages.parameters.add')}
      </button>
    </fieldset>
  );
}
