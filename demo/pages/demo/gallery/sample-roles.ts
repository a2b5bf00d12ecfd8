import type { TableRow } from '../../../../src/domain/table';

export interface SampleRole extends TableRow {
  name: string;
  description: string;
  roleLevel: string;
  categories: { type: string; name: string }[];
}

const LEVELS = ['Permission Role', 'IT Role', 'Business Role'];
const AREAS = ['Finance', 'Payroll', 'Sales', 'Engineering', 'Support', 'Legal', 'Marketing', 'Facilities'];
const KINDS = ['Reader', 'Editor', 'Approver', 'Administrator', 'Auditor', 'Manager', 'Viewer'];

/** 57 roles: enough for several pages at every page size. */
export const SAMPLE_ROLES: SampleRole[] = Array.from({ length: 57 }, (_, i) => {
  const area = AREAS[i % AREAS.length] ?? 'Finance';
  const kind = KINDS[i % KINDS.length] ?? 'Reader';
  return {
    rowId: `role-${i + 1}`,
    name: `${area} ${kind}`,
    description: `Lets a person work as ${kind.toLowerCase()} in ${area.toLowerCase()} systems${i % 5 === 0 ? ', with access to the quarterly reports and the audit trail of every change made by the team' : ''}.`,
    roleLevel: LEVELS[i % LEVELS.length] ?? 'IT Role',
    categories: [{ type: 'category', name: area }, ...(i % 4 === 0 ? [{ type: 'category', name: 'Sensitive' }] : [])],
  };
});
