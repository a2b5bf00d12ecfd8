import { describe, expect, it } from 'vitest';
import {
  normalizedParameterValue,
  parameterTypeOf,
  parameterValueProblem,
  PARAMETER_VALUE_MAX_LENGTH,
} from '../../../src/domain/resource-parameters';

describe('resource parameter values', () => {
  it('reads the data type in any case; unknown types are Strings', () => {
    expect(parameterTypeOf('integer')).toBe('Integer');
    expect(parameterTypeOf(' BOOLEAN ')).toBe('Boolean');
    expect(parameterTypeOf('List')).toBe('List');
    expect(parameterTypeOf('Date')).toBe('String');
  });

  it('accepts no value for every type', () => {
    for (const type of ['Integer', 'Boolean', 'List', 'String']) expect(parameterValueProblem(type, '')).toBeNull();
  });

  it('an Integer is a whole number in the safe range', () => {
    expect(parameterValueProblem('Integer', '27')).toBeNull();
    expect(parameterValueProblem('Integer', '-3')).toBeNull();
    expect(parameterValueProblem('Integer', ' +4 ')).toBeNull();
    expect(parameterValueProblem('Integer', '2.5')).toBe('integer');
    expect(parameterValueProblem('Integer', '12abc')).toBe('integer');
    expect(parameterValueProblem('Integer', '99999999999999999999')).toBe('integer');
    expect(normalizedParameterValue('Integer', ' +4 ')).toBe('4');
    expect(normalizedParameterValue('String', ' +4 ')).toBe(' +4 ');
  });

  it('a Boolean is true or false', () => {
    expect(parameterValueProblem('Boolean', 'true')).toBeNull();
    expect(parameterValueProblem('Boolean', 'false')).toBeNull();
    expect(parameterValueProblem('Boolean', 'yes')).toBe('boolean');
  });

  it('a List value is one of its options when they are known', () => {
    expect(parameterValueProblem('List', 'b', ['a', 'b'])).toBeNull();
    expect(parameterValueProblem('List', 'c', ['a', 'b'])).toBe('option');
    expect(parameterValueProblem('List', 'c')).toBeNull();
  });

  it('no value is longer than the limit', () => {
    expect(parameterValueProblem('String', 'x'.repeat(PARAMETER_VALUE_MAX_LENGTH))).toBeNull();
    expect(parameterValueProblem('String', 'x'.repeat(PARAMETER_VALUE_MAX_LENGTH + 1))).toBe('tooLong');
  });
});
