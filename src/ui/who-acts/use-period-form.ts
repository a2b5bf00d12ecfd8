import { useState } from 'react';
import type { NamedRef } from '../../api/who-acts';
import { periodProblem, requestsProblem, type PeriodText } from '../../domain/delegation';
import type { FieldName } from '../../domain/form-changes';
import { useEditorForm, type EditorProps } from '../form';
import { useServerMessage } from '../dates/server-message';

/** What a delegation and a period of unavailability both hold: which requests, and when. */
export interface RequestsAndPeriod {
  allRequests: boolean;
  requestDefs: NamedRef[];
  period: PeriodText;
}

type Problems<V> = Partial<Record<FieldName<V>, string | null>>;

/**
 * The form state of an editor of requests and a period (a delegation, a period of unavailability): some
 * requests (or all) must be chosen and the period must end after the form opened; the server's refusal
 * (an overlapping or past period) shows beside the period. `ownProblems` are the editor's other rules.
 */
export function usePeriodForm<V extends RequestsAndPeriod, R>(
  { initial, version, onSave, reload, onSaved }: EditorProps<V, R>,
  ownProblems: (value: V) => Problems<V> = () => ({}),
) {
  // The moment the form opened: a period must end after it.
  const [now] = useState(() => Date.now());
  const serverMessage = useServerMessage();
  return useEditorForm<V, string, R>({
    initial,
    version,
    problems: (value) =>
      ({
        ...ownProblems(value),
        requestDefs: requestsProblem(value),
        period: periodProblem(value.period, now),
      }) as Problems<V>,
    save: onSave,
    reload,
    saved: onSaved,
    faultField: () => 'period' as FieldName<V>,
    faultMessage: serverMessage,
  });
}
