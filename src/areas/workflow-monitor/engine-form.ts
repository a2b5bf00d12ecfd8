import {
  ENGINE_NUMBER_FIELDS,
  engineConfigurationProblems,
  type EngineConfiguration,
  type EngineNumberField,
} from '../../domain/workflow-monitor';

export const ENGINE_FIELDS = Object.keys(ENGINE_NUMBER_FIELDS) as EngineNumberField[];

/** The engine configuration as its form holds it: each number as typed. */
export type EngineForm = Record<EngineNumberField, string> & { enableEmailNotification: boolean };

/** The form of a read (its version left out). */
export const engineFormOf = (read: EngineConfiguration): EngineForm => ({
  ...(Object.fromEntries(ENGINE_FIELDS.map((field) => [field, String(read[field])])) as Record<
    EngineNumberField,
    string
  >),
  enableEmailNotification: read.enableEmailNotification,
});

/** What the save sends: a field that is no number stays one the rules refuse. */
export const engineConfigurationOf = (form: EngineForm): EngineConfiguration => ({
  ...(Object.fromEntries(
    ENGINE_FIELDS.map((field) => [field, form[field].trim() === '' ? Number.NaN : Number(form[field])]),
  ) as Record<EngineNumberField, number>),
  enableEmailNotification: form.enableEmailNotification,
});

/** The shared rules' problems (src/domain/engine-configuration), by field, in the user's words. */
export function engineProblems(
  form: EngineForm,
  message: (field: EngineNumberField, code: 'range' | 'order' | undefined) => string,
): Partial<Record<keyof EngineForm, string>> {
  const problems: Partial<Record<keyof EngineForm, string>> = {};
  for (const problem of engineConfigurationProblems(engineConfigurationOf(form)))
    if (problem.field !== 'enableEmailNotification') problems[problem.field] ??= message(problem.field, problem.code);
  return problems;
}
