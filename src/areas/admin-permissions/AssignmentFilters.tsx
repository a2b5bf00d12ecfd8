import { useId } from 'react';
import { useTranslation } from '../../core/react';
import { ADMIN_TYPES, ASSIGNEE_TYPES } from '../../domain/admin-assignments';

/** The filters of the assignments, what each is labelled (a column's name) and the keys naming its options. */
const FILTERS = [
  { key: 'domain', column: 'domain', names: 'domainName' },
  { key: 'adminType', column: 'adminType', names: 'adminTypeName' },
  { key: 'assigneeType', column: 'assignmentType', names: 'assigneeTypeName' },
] as const;

export type AssignmentFilter = (typeof FILTERS)[number]['key'];

interface AssignmentFiltersProps {
  values: Record<AssignmentFilter, string>;
  /** The domains the server knows. */
  domains: readonly string[];
  onChange(change: Partial<Record<AssignmentFilter, string>>): void;
}

/** Domain, admin type and assignee type, each 'All' or one of its values. */
export function AssignmentFilters({ values, domains, onChange }: AssignmentFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const options: Record<AssignmentFilter, readonly string[]> = {
    domain: domains,
    adminType: ADMIN_TYPES,
    assigneeType: ASSIGNEE_TYPES,
  };
  return (
    <div className="idm-admin-filters" role="group" aria-label={t('adminAssignments.filters')}>
      {FILTERS.map(({ key, column, names }) => (
        <span key={key} className="admin-permissions-filter">
          <label htmlFor={`${id}-${key}`}>{t(`adminAssignments.column.${column}`)}</label>
          <select id={`${id}-${key}`} value={values[key]} onChange={(e) => onChange({ [key]: e.target.value })}>
            <option value="">{t('adminAssignments.all')}</option>
            {options[key].map((o) => (
              <option key={o} value={o}>
                {t(`adminAssignments.${names}.${o}`)}
              </option>
            ))}
          </select>
        </span>
      ))}
    </div>
  );
}
