/**
 * Resource parameter values (spec section 3, "Resource parameter": data types Integer, Boolean, List,
 * String): how a value is checked where a role maps the resource. Shared by the console's editor and the
 * sandbox, so both refuse the same values. An empty value means "none given" (the resource's static value,
 * if any, applies) and is never an error.
 */

export type ResourceParameterType = 'Integer' | 'Boolean' | 'List' | 'String';

export const RESOURCE_PARAMETER_TYPES: readonly ResourceParameterType[] = ['Integer', 'Boolean', 'List', 'String'];

/** The longest value a parameter keeps. */
export const PARAMETER_VALUE_MAX_LENGTH = 1000;

export type ParameterValueProblem = 'integer' | 'boolean' | 'option' | 'tooLong';

/** A data type as the contract spells it, any case; unknown types are edited as String. */
export function parameterTypeOf(dataType: string): ResourceParameterType {
  const lower = dataType.trim().toLowerCase();
  return RESOURCE_PARAMETER_TYPES.find((t) => t.toLowerCase() === lower) ?? 'String';
}

/**
 * What is wrong with `value` for a parameter of `dataType`, or null: an Integer is a whole number (a sign,
 * digits, within the safe range), a Boolean `true` or `false`, a List one of its `options` when they are
 * known, and no value is longer than PARAMETER_VALUE_MAX_LENGTH.
 */
export function parameterValueProblem(
  dataType: string,
  value: string,
  options?: readonly string[],
): ParameterValueProblem | null {
  if (value === '') return null;
  if (value.length > PARAMETER_VALUE_MAX_LENGTH) return 'tooLong';
  switch (parameterTypeOf(dataType)) {
    case 'Integer':
      return /^[+-]?\d+$/.test(value.trim()) && Number.isSafeInteger(Number(value)) ? null : 'integer';
    case 'Boolean':
      return value === 'true' || value === 'false' ? null : 'boolean';
    case 'List':
      return options && options.length > 0 && !options.includes(value) ? 'option' : null;
    default:
      return null;
  }
}

/** The value as it is stored: an Integer without its sign '+' or surrounding spaces. */
export function normalizedParameterValue(dataType: string, value: string): string {
  if (parameterTypeOf(dataType) === 'Integer' && value.trim() !== '' && /^[+-]?\d+$/.test(value.trim()))
    return String(Number(value.trim()));
  return value;
}
