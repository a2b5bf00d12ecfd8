import { OpenLink } from './navigation';

/*
 * The way back from a details page to its list, in a file of its own: a page with one does not load the
 * other details parts (timeline, facts), and elements without a details page do not load it.
 */

export interface DetailBackLinkProps {
  /** The list's route, or null where there are no routes (an element): then a button. */
  href: string | null;
  onOpen(): void;
  /** 'Back to tasks'. */
  label: string;
  /** The nav landmark's name ('Breadcrumb'). */
  navLabel: string;
}

export function DetailBackLink({ href, onOpen, label, navLabel }: DetailBackLinkProps) {
  return (
    <nav className="idm-detail-back" aria-label={navLabel}>
      <OpenLink href={href} onOpen={onOpen}>
        <span aria-hidden="true" className="idm-detail-back-arrow">
          ‹
        </span>{' '}
        {label}
      </OpenLink>
    </nav>
  );
}
