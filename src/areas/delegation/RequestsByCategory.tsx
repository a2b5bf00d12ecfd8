import { useTranslation } from '../../core/react';
import type { NamedRef } from '../../api/who-acts';
import { FormAlert } from '../../ui/area';
import { RequestChecklist } from '../../ui/who-acts/RequestChecklist';
import { useDelegationCategories, useDelegationRequests } from './queries';

export interface RequestsByCategoryProps {
  /** The category select's id. */
  id: string;
  category: string;
  onCategory(category: string): void;
  chosen: readonly NamedRef[];
  onChange(chosen: NamedRef[]): void;
  /** Save was tried with no request chosen. */
  missing: unknown;
}

/** The requests a delegation covers, chosen category by category; the chosen ones are named below. */
export function RequestsByCategory({ id, category, onCategory, chosen, onChange, missing }: RequestsByCategoryProps) {
  const { t } = useTranslation();
  const categories = useDelegationCategories();
  const requests = useDelegationRequests(category);
  return (
    <>
      <div className="idm-admin-field">
        <label htmlFor={id}>{t('delegationEditor.category')}</label>
        <select id={id} value={category} onChange={(event) => onCategory(event.target.value)}>
          <option value="">{t('delegationEditor.chooseCategory')}</option>
          {(categories.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.id === 'roles'
                ? t('delegationEditor.roleRequests')
                : c.id === 'resources'
                  ? t('delegationEditor.resourceRequests')
                  : c.name}
            </option>
          ))}
        </select>
      </div>
      {category !== '' ? (
        <div className="delegation-requests" role="group" aria-label={t('delegationEditor.requestsOfCategory')}>
          <RequestChecklist requests={requests.data ?? []} chosen={chosen} onChange={onChange} />
        </div>
      ) : null}
      <p className="delegation-hint" aria-live="polite">
        {chosen.length === 0
          ? t('delegationEditor.noneChosen')
          : t('delegationEditor.chosen', { names: chosen.map((r) => r.name).join(', ') })}
      </p>
      <FormAlert when={missing}>{t('delegationEditor.requestsRequired')}</FormAlert>
    </>
  );
}
