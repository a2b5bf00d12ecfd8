import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../core/react';
import { useAreaStyles } from '../../ui/area/use-area-styles';
import type { SearchAttribute } from './catalog-model';
import styles from './advanced-search.css?inline';

export interface AdvancedSearchProps {
  attributes: readonly SearchAttribute[];
  values: Record<string, string>;
  onApply(values: Record<string, string>): void;
}

/** One field per search attribute; Search applies them together, Clear removes them. Brings its own sheet. */
export function AdvancedSearch({ attributes, values, onApply }: AdvancedSearchProps) {
  const { t } = useTranslation();
  const ref = useAreaStyles<HTMLFormElement>(styles);
  const baseId = useId();
  const [draft, setDraft] = useState<Record<string, string>>(values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form ref={ref} className="idm-user-catalog-advanced" onSubmit={submit} aria-label={t('users.advancedSearch')}>
      <div className="idm-user-catalog-advanced-fields">
        {attributes.map((attribute) => (
          <div key={attribute.key} className="idm-user-catalog-advanced-field">
            <label htmlFor={`${baseId}-${attribute.key}`}>{attribute.displayLabel}</label>
            <input
              id={`${baseId}-${attribute.key}`}
              type="text"
              value={draft[attribute.key] ?? ''}
              onChange={(event) => setDraft({ ...draft, [attribute.key]: event.target.value })}
            />
          </div>
        ))}
      </div>
      <div className="idm-user-catalog-advanced-buttons">
        <button type="submit" className="idm-button">
          {t('users.searchButton')}
        </button>
        <button
          type="button"
          className="idm-button secondary"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {t('users.clear')}
        </button>
      </div>
    </form>
  );
}
