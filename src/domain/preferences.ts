/** `access/preference?attribute=…`: a user's column (or page-size) preference. */
export interface Preference {
  isPreferenceAvailable: boolean;
  columns: string[];
  settingFor: string;
  openFormInPopUp: boolean;
}

export function parsePreference(body: unknown): Preference {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const columns = Array.isArray(raw['columns']) ? raw['columns'].map(String) : [];
  return {
    isPreferenceAvailable: raw['isPreferenceAvailable'] === true || raw['isPreferenceAvailable'] === 'true',
    columns,
    settingFor: typeof raw['settingFor'] === 'string' ? raw['settingFor'] : '',
    openFormInPopUp: raw['openFormInPopUp'] === true || raw['openFormInPopUp'] === 'true',
  };
}

/** Page sizes are stored as a preference whose first column is the size. */
export function preferencePageSize(preference: Preference): number | null {
  if (!preference.isPreferenceAvailable) return null;
  const size = Number(preference.columns[0]);
  return Number.isInteger(size) && size > 0 ? size : null;
}
