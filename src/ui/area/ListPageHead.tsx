import { lazy, Suspense } from 'react';
import type { TeamScopeList } from './team-scope-labels';
import type { TeamScopeState } from './use-team-scope';
import { Heading } from '../Heading';

/** The team chooser: only team managers see it, so its code (and texts) come when the teams' answer names one. */
const TeamScopeChooser = lazy(() => import('./TeamScopeChooser'));

export interface ListPageHeadProps {
  titleId: string;
  title: string;
  /** 'Total: 2', or null while the list has not been read. */
  count: string | null;
  /** The list's mine / team state (`useTeamScope`): team managers get the chooser. */
  teamScope: TeamScopeState;
  /** Whose chooser texts ('My tasks' / 'My requests', …). */
  scopeTexts: TeamScopeList;
  /** After the scope, the team or the member changed: back to the first page (and drop a selection). */
  onScopeChanged(): void;
}

/** A list page's head: its title, the count (announced as it changes), and mine / team for team managers. */
export function ListPageHead({ titleId, title, count, teamScope, scopeTexts, onScopeChanged }: ListPageHeadProps) {
  return (
    <>
      <header className="idm-list-header">
        <Heading id={titleId}>{title}</Heading>
        <p className="idm-list-count" aria-live="polite">
          {count}
        </p>
      </header>
      {teamScope.offered ? (
        <Suspense fallback={null}>
          <TeamScopeChooser list={scopeTexts} teamScope={teamScope} onScopeChanged={onScopeChanged} />
        </Suspense>
      ) : null}
    </>
  );
}
