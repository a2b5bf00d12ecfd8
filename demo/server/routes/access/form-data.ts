/** One form field of a v2 call (4.10+): `{key, value[]}`; a single string counts as a list of one. */
export interface FormDataEntry {
  key: string;
  value?: string | string[];
}

/** The fields as the engine keeps request and approval values: one `{key, value}` per value, in order. */
export function formPairs(data: readonly FormDataEntry[] | undefined): { key: string; value: string }[] {
  return (data ?? []).flatMap(({ key, value }) =>
    (value === undefined ? [] : typeof value === 'string' ? [value] : value).map((one) => ({ key, value: one })),
  );
}

/** The values of `key` (any case), joined by new lines; undefined when the form has none. */
export function formText(pairs: readonly { key: string; value: string }[], key: string): string | undefined {
  const values = pairs.filter((p) => p.key.toLowerCase() === key.toLowerCase()).map((p) => p.value);
  return values.length > 0 ? values.join('\n') : undefined;
}
