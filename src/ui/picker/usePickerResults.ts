import { useEffect, useEffectEvent, useState } from 'react';
import type { PickerPage } from '../../domain/picker-source';

export type ListResult =
  { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'loaded'; page: PickerPage };

export interface ResultsRequest {
  /** Identifies the answer: tab, search term, page and context. */
  key: string;
  fetch(signal: AbortSignal): Promise<PickerPage>;
}

/**
 * The answer to the current request. Answers are kept for the picker's lifetime (switching tabs or
 * pages back shows them again without a fetch); failures are not kept, so coming back retries.
 */
export function usePickerResults(request: ResultsRequest | null): ListResult {
  const key = request?.key ?? null;
  const [answers, setAnswers] = useState<ReadonlyMap<string, PickerPage>>(new Map());
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const fetchPage = useEffectEvent(
    (signal: AbortSignal) => request?.fetch(signal) ?? Promise.reject(new Error('no request')),
  );
  const isAnswered = useEffectEvent((candidate: string) => answers.has(candidate));

  useEffect(() => {
    if (key === null || isAnswered(key)) return;
    setFailedKey(null);
    const controller = new AbortController();
    fetchPage(controller.signal).then(
      (page) => {
        if (!controller.signal.aborted) setAnswers((current) => new Map(current).set(key, page));
      },
      () => {
        if (!controller.signal.aborted) setFailedKey(key);
      },
    );
    return () => controller.abort();
  }, [key]);

  if (key === null) return { status: 'idle' };
  const page = answers.get(key);
  if (page) return { status: 'loaded', page };
  return failedKey === key ? { status: 'error' } : { status: 'loading' };
}
