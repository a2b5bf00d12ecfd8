import type { ReactNode } from 'react';
import { LoadFailure } from '../LoadFailure';
import { AdminListHeader } from './AdminListHeader';

/** The pages an administration list links to: a new item and an item's detail. */
export type AdminListTarget = { page: 'create' } | { page: 'detail'; dn: string };

/** An administration area's navigation, as its list uses it (links in the console, buttons in an element). */
export interface AdminListNavigation {
  go(view: AdminListTarget): void;
  href(view: AdminListTarget): string | null;
  /** After items were deleted (`idm-…-changed` in the element). */
  changed?(detail: { action: 'deleted'; dns: string[] }): void;
}

export interface AdminListFrameProps {
  part: string;
  titleId: string;
  title: string;
  /** 'New role'. */
  createLabel: string;
  navigation: AdminListNavigation;
  /** More actions beside the create link (e.g. 'Categories'). */
  actions?: ReactNode;
  /** The list's search and filters, above the table. */
  filters: ReactNode;
  /** What the list shows when its page fails to load, and the way to try again. */
  failure: { message: string; query: { isError: boolean; error: unknown; refetch(): unknown } };
  /** The table, and what opens from it (dialogs). */
  children: ReactNode;
}

/**
 * An administration list's page: its title with the create link, its search and filters, a retryable failure, then
 * the table. Styles: `admin-page.css`.
 */
export function AdminListFrame({
  part,
  titleId,
  title,
  createLabel,
  navigation,
  actions,
  filters,
  failure,
  children,
}: AdminListFrameProps) {
  const { query } = failure;
  return (
    <section className="idm-admin" part={part} aria-labelledby={titleId}>
      <AdminListHeader
        titleId={titleId}
        title={title}
        createLabel={createLabel}
        createHref={navigation.href({ page: 'create' })}
        onCreate={() => navigation.go({ page: 'create' })}
        actions={actions}
      />
      {filters}
      {query.isError ? (
        <LoadFailure message={failure.message} error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {children}
    </section>
  );
}
