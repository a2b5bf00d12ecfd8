import type { EntityAttribute } from '../../api/entities';

/** What one attribute's field is given. */
export interface AttributeFieldProps {
  id: string;
  attribute: EntityAttribute;
  values: readonly string[];
  names: Record<string, string>;
  readOnly: boolean;
  error: string | null;
  onChange(values: string[], names?: Record<string, string>): void;
}

/** The attribute's message, referenced by its input's aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | null }) {
  return error !== null ? (
    <p id={`${id}-error`} className="idm-admin-error">
      {error}
    </p>
  ) : null;
}
