import type { CategoryRef } from '../../api/lookups/types';

export interface CategoryFilterProps {
  id: string;
  label: string;
  /** The first choice, which filters nothing ('All categories'). */
  allLabel: string;
  /** The chosen category's key, '' for all. */
  value: string;
  categories: readonly CategoryRef[];
  onChange(key: string): void;
}

/** A list's category filter: one category of the catalogue, or all. */
export function CategoryFilter({ id, label, allLabel, value, categories, onChange }: CategoryFilterProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {categories.map((c) => (
          <option key={c.key} value={c.key}>
            {c.name}
          </option>
        ))}
      </select>
    </>
  );
}
