import { useId, type ReactNode } from 'react';
import { Heading } from '../Heading';

export interface AdminPageProps {
  /** The page's part name ('role-create'). */
  part: string;
  /** The way back to the area's list. */
  back: ReactNode;
  /** 'New role', or the item's name. */
  title: ReactNode;
  children: ReactNode;
}

/** An administration page of one item (new or existing), named by its title: the way back, the title, then its content. Styles: `admin-page.css`. */
export function AdminPage({ part, back, title, children }: AdminPageProps) {
  const titleId = useId();
  return (
    <section className="idm-admin" part={part} aria-labelledby={titleId}>
      {back}
      <Heading id={titleId}>{title}</Heading>
      {children}
    </section>
  );
}
