import type { ReactNode } from 'react';
import { OpenLink } from './navigation';
import { Heading } from '../Heading';

export interface AdminListHeaderProps {
  titleId: string;
  title: string;
  /** 'New role'. */
  createLabel: string;
  /** The new item's route, or null where there are no routes (an element): then a button. */
  createHref: string | null;
  onCreate(): void;
  /** More actions beside the create link (e.g. 'Categories'). */
  actions?: ReactNode;
  /** 1 where the list is a part of a page with its own title (an entity's items under Entities). */
  depth?: 0 | 1;
}

/** An administration list's head: its title and the way to create a new one. Styles: `admin-page.css`. */
export function AdminListHeader({
  titleId,
  title,
  createLabel,
  createHref,
  onCreate,
  actions,
  depth = 0,
}: AdminListHeaderProps) {
  return (
    <header className="idm-admin-header">
      <Heading depth={depth} id={titleId}>
        {title}
      </Heading>
      <div className="idm-admin-actions">
        {actions}
        <OpenLink className="idm-button" href={createHref} onOpen={onCreate}>
          {createLabel}
        </OpenLink>
      </div>
    </header>
  );
}
