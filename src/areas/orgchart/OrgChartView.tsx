import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../core/react';
import { useRelationships, type OrgChartNode } from '../../api/people';
import { LoadFailure } from '../../ui/LoadFailure';
import { commonName } from '../../domain/format';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { TableSpinner } from '../../ui/TableSpinner';
import { ORG_KEYS, moveFocus, type OrgPosition } from './org-keyboard';
import { managerLevels, uniqueByDn } from './org-layout';
import { OrgNodeCard } from './OrgNodeCard';
import { useLevelUpPages, useOrgChartPages } from './use-org-chart';
import { directionOf } from '../../ui/area';
import { Heading } from '../../ui/Heading';

/** Levels above the person shown before 'Show all levels above'. */
export const LEVELS_SHOWN = 3;

export interface OrgChartViewProps {
  /** The person in the middle; the signed-in user when left out. */
  entityDn?: string;
  /** The relationship to start with; 'manager' (or the server's first) when left out. */
  relationship?: string;
  /** Puts another person in the middle (Enter or a click on a name). */
  onFocusPerson(dn: string): void;
  /** 'Request for this person'. */
  onRequestFor(person: { dn: string; name: string }): void;
}

interface Row {
  kind: 'above' | 'levelUp' | 'person' | 'reports';
  /**
   * Stable across answers: rows that arrive later (the level-up options come after the chart) are
   * inserted without remounting the others, so the focused person keeps the focus.
   */
  key: string;
  nodes: OrgChartNode[];
}

const sameDn = (a: string | undefined | null, b: string | undefined | null) =>
  (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

function positionOf(rows: readonly Row[], dn: string | null): OrgPosition | null {
  if (!dn) return null;
  for (let row = 0; row < rows.length; row += 1) {
    const index = rows[row]?.nodes.findIndex((node) => sameDn(node.dn, dn)) ?? -1;
    if (index >= 0) return { row, index };
  }
  return null;
}

/**
 * The org chart around a person: the levels above (the level-up options nearest), the person, the
 * direct reports paged with 'Show more'. A relationship switcher lists the server's relationships.
 * Every person is a button in a grid with one tab stop: arrow keys move (Up = manager, Down = first
 * report, Left/Right = siblings), Enter or a click puts the person in the middle.
 */
export function OrgChartView({ entityDn, relationship, onFocusPerson, onRequestFor }: OrgChartViewProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const selectId = useId();
  const chartRef = useRef<HTMLDivElement>(null);
  const relationships = useRelationships({ relationshipType: 'all', size: 100 });
  const [chosen, setChosen] = useState<string | undefined>(relationship);
  const [allLevels, setAllLevels] = useState(false);
  const [activeDn, setActiveDn] = useState<string | null>(null);
  const pendingFocus = useRef<'person' | number | null>(null);

  useEffect(() => setChosen(relationship), [relationship]);
  const options = relationships.data?.items ?? [];
  const relationshipKey = chosen ?? options.find((r) => r.key.toLowerCase() === 'manager')?.key ?? options[0]?.key;
  // Wait for the relationships (a failure falls back to the server's default) so the chart loads once.
  const ready = !relationships.isPending;

  const chart = useOrgChartPages(entityDn, relationshipKey, { enabled: ready });
  const first = chart.data?.pages[0];
  const person = first?.person ?? null;
  const levelUp = useLevelUpPages(person?.dn, relationshipKey);

  const rows = useMemo<Row[]>(() => {
    if (!first || !person) return [];
    const levels = managerLevels(person.dn, first.managers);
    const levelUpNodes = levelUp.data ? uniqueByDn(levelUp.data.pages.flatMap((p) => p.options)) : null;
    const nearest = levelUpNodes && levelUpNodes.length > 0 ? levelUpNodes : (levels[0] ?? []);
    const higher = levels.slice(1);
    const shownHigher = allLevels ? higher : higher.slice(0, LEVELS_SHOWN - 1);
    const reports = uniqueByDn(chart.data?.pages.flatMap((p) => p.reportees) ?? []);
    // Levels above by their distance from the person (2 is the manager's manager).
    const above = shownHigher.map((nodes, i): Row => ({ kind: 'above', key: `above-${i + 2}`, nodes })).reverse();
    return [
      ...above,
      ...(nearest.length > 0 ? [{ kind: 'levelUp' as const, key: 'levelUp', nodes: nearest }] : []),
      { kind: 'person', key: 'person', nodes: [person] },
      ...(reports.length > 0 ? [{ kind: 'reports' as const, key: 'reports', nodes: reports }] : []),
    ];
  }, [first, person, levelUp.data, chart.data, allLevels]);

  const hiddenLevels =
    first && person ? Math.max(managerLevels(person.dn, first.managers).length - LEVELS_SHOWN, 0) : 0;
  const personRow = rows.findIndex((row) => row.kind === 'person');
  const reportsRow = rows.findIndex((row) => row.kind === 'reports');
  const reportCount = first?.reportCount ?? 0;
  const shownReports = reportsRow >= 0 ? (rows[reportsRow]?.nodes.length ?? 0) : 0;

  // The one tab stop: the last focused person if still shown, else the person in the middle.
  const activePosition = positionOf(rows, activeDn) ?? { row: Math.max(personRow, 0), index: 0 };

  const buttonAt = useCallback(
    (position: OrgPosition) =>
      chartRef.current?.querySelector<HTMLButtonElement>(
        `[data-org-node][data-row="${position.row}"][data-index="${position.index}"]`,
      ) ?? null,
    [],
  );

  // After a new person is in the middle (or more reports arrived), focus what was asked for.
  const isPlaceholder = chart.isPlaceholderData;
  const fetchingMore = chart.isFetchingNextPage;
  const hasMore = chart.hasNextPage;
  useEffect(() => {
    const pending = pendingFocus.current;
    if (pending === null || isPlaceholder || !person) return;
    if (pending === 'person') {
      if (!sameDn(person.dn, activeDn) && activeDn !== null) return;
      // Keep the request until the node is in the DOM: a slow render must not lose the focus.
      const target = buttonAt({ row: personRow, index: 0 });
      if (!target) return;
      pendingFocus.current = null;
      target.focus();
    } else if (reportsRow >= 0 && shownReports > pending && !fetchingMore) {
      pendingFocus.current = null;
      // 'Show more' keeps the focus while there is more; after the last page, the first new report takes it.
      if (hasMore) return;
      setActiveDn(rows[reportsRow]?.nodes[pending]?.dn ?? null);
      buttonAt({ row: reportsRow, index: pending })?.focus();
    }
  }, [isPlaceholder, fetchingMore, hasMore, person, activeDn, personRow, reportsRow, shownReports, rows, buttonAt]);

  const center = useCallback(
    (node: OrgChartNode) => {
      setActiveDn(node.dn);
      if (person && sameDn(node.dn, person.dn)) return;
      pendingFocus.current = 'person';
      setAllLevels(false);
      onFocusPerson(node.dn);
    },
    [person, onFocusPerson],
  );
  const requestFor = useCallback(
    (node: OrgChartNode) => onRequestFor({ dn: node.dn, name: node.fullName || commonName(node.dn) }),
    [onRequestFor],
  );
  const focusCard = useCallback((dn: string) => setActiveDn((current) => (sameDn(current, dn) ? current : dn)), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!target.hasAttribute('data-org-node') || !ORG_KEYS.includes(event.key)) return;
    const from = { row: Number(target.dataset.row), index: Number(target.dataset.index) };
    const next = moveFocus(
      from,
      event.key,
      rows.map((row) => row.nodes.length),
      {
        dir: directionOf(target),
        // Down from a manager: the one below them in the chain.
        downIndex: ({ row, index }) => {
          const below = rows[row]?.nodes[index]?.directReportee;
          const found = rows[row + 1]?.nodes.findIndex((node) => sameDn(node.dn, below)) ?? -1;
          return found >= 0 ? found : 0;
        },
      },
    );
    event.preventDefault();
    if (!next) return;
    setActiveDn(rows[next.row]?.nodes[next.index]?.dn ?? null);
    buttonAt(next)?.focus();
  };

  const showMore = () => {
    if (chart.isFetchingNextPage) return;
    pendingFocus.current = shownReports;
    void chart.fetchNextPage();
  };

  const rowLabel = (row: Row): string => {
    if (row.kind === 'reports') return t('orgchart.reports', { count: reportCount });
    if (row.kind === 'person') return t('orgchart.person');
    if (row.kind === 'levelUp') return row.nodes.length > 1 ? t('orgchart.levelUpOptions') : t('orgchart.manager');
    return t('orgchart.higherManager');
  };

  return (
    <section className="idm-orgchart" part="orgchart" aria-labelledby={headingId}>
      <header className="idm-orgchart-head">
        <Heading id={headingId} className="idm-orgchart-title">
          {t('orgchart.title')}
        </Heading>
        {options.length > 0 ? (
          <div className="idm-orgchart-relationship">
            <label htmlFor={selectId}>{t('orgchart.relationship')}</label>
            <select
              id={selectId}
              className="idm-orgchart-select"
              value={relationshipKey ?? ''}
              onChange={(event) => {
                setChosen(event.target.value);
                setAllLevels(false);
              }}
            >
              {options.map((option) => (
                <option key={option.key} value={option.key}>
                  {option.displayName}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </header>
      <p id={hintId} className="idm-orgchart-hint">
        {t('orgchart.hint')}
      </p>

      {!ready || chart.isPending ? (
        <TableSpinner />
      ) : chart.isError && !first ? (
        <LoadFailure error={chart.error} onRetry={() => void chart.refetch()} />
      ) : !person ? (
        <p className="idm-orgchart-empty">{t('orgchart.noPerson')}</p>
      ) : (
        <div
          ref={chartRef}
          className="idm-orgchart-chart"
          part="chart"
          role="group"
          aria-label={t('orgchart.chartOf', { name: person.fullName || commonName(person.dn) })}
          aria-busy={chart.isPlaceholderData || chart.isFetchingNextPage || undefined}
          onKeyDown={onKeyDown}
        >
          {chart.isPlaceholderData ? <ComponentLoader label={t('orgchart.loading')} /> : null}
          {hiddenLevels > 0 && !allLevels ? (
            <button
              type="button"
              className="idm-link-button idm-orgchart-more-levels"
              onClick={() => setAllLevels(true)}
            >
              {t('orgchart.showLevels', { count: hiddenLevels })}
            </button>
          ) : null}
          {rows.map((row, rowIndex) => (
            <div key={row.key} className={`idm-org-row ${row.kind}`}>
              <Heading depth={1} className="idm-org-row-label" id={`${headingId}-${row.key}`}>
                {rowLabel(row)}
              </Heading>
              <ul className="idm-org-nodes" aria-labelledby={`${headingId}-${row.key}`}>
                {row.nodes.map((node, index) => (
                  <OrgNodeCard
                    key={node.dn}
                    node={node}
                    row={rowIndex}
                    index={index}
                    isPerson={row.kind === 'person'}
                    active={activePosition.row === rowIndex && activePosition.index === index}
                    hintId={hintId}
                    onCenter={center}
                    onRequestFor={requestFor}
                    onFocusCard={focusCard}
                  />
                ))}
              </ul>
              {row.kind === 'levelUp' && levelUp.hasNextPage ? (
                <button
                  type="button"
                  className="idm-button secondary idm-org-more"
                  aria-disabled={levelUp.isFetchingNextPage || undefined}
                  onClick={() => {
                    if (!levelUp.isFetchingNextPage) void levelUp.fetchNextPage();
                  }}
                >
                  {t('orgchart.showMoreOptions')}
                </button>
              ) : null}
            </div>
          ))}
          {rows.length === 1 ? (
            <p className="idm-orgchart-empty">
              {t('orgchart.alone', { name: person.fullName || commonName(person.dn) })}
            </p>
          ) : null}
          {reportCount > 0 || chart.hasNextPage ? (
            <div className="idm-org-paging">
              <p className="idm-org-showing" aria-live="polite">
                {t('orgchart.showing', { shown: shownReports, count: Math.max(reportCount, shownReports) })}
              </p>
              {chart.hasNextPage ? (
                // Not `disabled` while loading: a disabled button would drop the keyboard focus.
                <button
                  type="button"
                  className="idm-button secondary idm-org-more"
                  aria-disabled={chart.isFetchingNextPage || undefined}
                  onClick={showMore}
                >
                  {chart.isFetchingNextPage ? t('orgchart.loadingMore') : t('orgchart.showMore')}
                </button>
              ) : null}
            </div>
          ) : null}
          {chart.isError ? <LoadFailure error={chart.error} onRetry={() => void chart.fetchNextPage()} /> : null}
        </div>
      )}
    </section>
  );
}
