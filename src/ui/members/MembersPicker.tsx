import { useId } from 'react';
import { useTranslation } from '../../core/react';
import { MembersPaginator } from './MembersPaginator';
import { MembersTable } from './MembersTable';
import type { MembersPageState } from './useMembersPage';

export interface MembersPickerProps {
  /** The list's state (search, sort, page, rows) from `useMembersPage`. */
  members: MembersPageState;
  /** Names the table. */
  caption: string;
  selected: ReadonlySet<string>;
  onSelectionChange(dns: ReadonlySet<string>): void;
  selectionDisabled?: boolean;
}

/** 'Search by name', the members table and its paginator: the body shared by both member dialogs. */
export function MembersPicker({
  members,
  caption,
  selected,
  onSelectionChange,
  selectionDisabled,
}: MembersPickerProps) {
  const { t } = useTranslation();
  const searchId = useId();
  return (
    <div className="idm-members-picker">
      <div className="idm-members-search">
        <label htmlFor={searchId}>{t('members.searchByName')}</label>
        <input
          id={searchId}
          type="search"
          value={members.search}
          autoComplete="off"
          onChange={(event) => members.setSearch(event.currentTarget.value)}
        />
      </div>
      <MembersTable
        caption={caption}
        rows={members.rows}
        selected={selected}
        onSelectionChange={onSelectionChange}
        selectionDisabled={selectionDisabled}
        sortOrder={members.sortOrder}
        onSort={members.setSortOrder}
        loading={members.loading}
      />
      <MembersPaginator
        page={members.page}
        pageSize={members.pageSize}
        total={members.total}
        hasNext={members.hasNext}
        onPageChange={members.setPage}
      />
    </div>
  );
}
