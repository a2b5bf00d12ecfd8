import { useTranslation } from '../../core/react';
import type { SortOrder } from '../../api/lookups';
import { pageSelection, toggleAllOnPage, toggleRow } from '../../domain/table';
import { TableSpinner } from '../TableSpinner';
import { SelectAllCheckbox } from '../table/SelectAllCheckbox';
import { SortableHeader } from '../table/SortableHeader';
import type { MemberUser } from './types';

export interface MembersTableProps {
  /** Names the table (its caption). */
  caption: string;
  rows: readonly MemberUser[];
  /** Selected member DNs (any page). */
  selected: ReadonlySet<string>;
  onSelectionChange(dns: ReadonlySet<string>): void;
  /** Disables every member checkbox (e.g. 'Assign Role to Group'). */
  selectionDisabled?: boolean;
  sortOrder: SortOrder;
  onSort(order: SortOrder): void;
  /** Shows the table spinner instead of rows. */
  loading?: boolean;
}

const NAME = 'name';

/**
 * The members list: select-all, a checkbox per member and the sortable Name column. A table of its
 * own rather than DataTable: the dialog needs the spec's own empty text and disabled checkboxes.
 */
export function MembersTable(props: MembersTableProps) {
  const { t } = useTranslation();
  const { rows, selected, onSelectionChange, selectionDisabled = false } = props;
  const pageDns = rows.map((row) => row.dn);
  const nameColumn = { column: NAME, displayLabel: t('members.name'), isSortable: true };
  return (
    <div className="idm-members-table-scroll">
      <table className="idm-members-table" aria-busy={props.loading ?? false}>
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="idm-select-cell">
              <SelectAllCheckbox
                state={pageSelection(pageDns, selected)}
                disabled={selectionDisabled || rows.length === 0}
                onToggle={() => onSelectionChange(toggleAllOnPage(selected, pageDns))}
              />
            </th>
            <SortableHeader
              column={nameColumn}
              sortBy={NAME}
              sortOrder={props.sortOrder}
              onSort={(_column, order) => props.onSort(order)}
            />
          </tr>
        </thead>
        <tbody>
          {props.loading && rows.length === 0 ? (
            <tr>
              <td colSpan={2}>
                <TableSpinner />
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={2} className="idm-members-empty">
                {t('members.empty')}
              </td>
            </tr>
          ) : (
            rows.map((member) => (
              <tr key={member.dn} className={selected.has(member.dn) ? 'selected' : undefined}>
                <td className="idm-select-cell">
                  <input
                    type="checkbox"
                    checked={selected.has(member.dn)}
                    disabled={selectionDisabled}
                    aria-label={t('members.selectMember', { name: member.name })}
                    onChange={() => onSelectionChange(toggleRow(selected, member.dn))}
                  />
                </td>
                <td>{member.name}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
