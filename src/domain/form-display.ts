/** A field's value as one line of text for the conflict dialog: lists of people or items by their names. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value))
    return value
      .map(displayValue)
      .filter((text) => text !== '')
      .join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of ['name', 'displayName', 'fullName', 'label', 'value', 'dn', 'id', 'key'])
      if (typeof record[key] === 'string' && record[key] !== '') return record[key];
    return Object.values(record)
      .map(displayValue)
      .filter((text) => text !== '')
      .join(' · ');
  }
  return '';
}
