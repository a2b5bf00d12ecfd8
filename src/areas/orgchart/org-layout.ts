import type { OrgChartNode } from '../../api/people';

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/**
 * The levels above a person, nearest first: level 1 are those directly above the person (their
 * `directReportee` is the person, or unknown), level n+1 those above someone of level n. The chain of
 * a single-valued relationship gives one person per level; a multi-valued one several at level 1.
 */
export function managerLevels(personDn: string, managers: readonly OrgChartNode[]): OrgChartNode[][] {
  const levels: OrgChartNode[][] = [];
  const placed = new Set<OrgChartNode>();
  let below: readonly string[] = [personDn];
  while (placed.size < managers.length) {
    const level = managers.filter(
      (m) =>
        !placed.has(m) &&
        (levels.length === 0
          ? m.directReportee === null || below.some((dn) => same(dn, m.directReportee))
          : below.some((dn) => same(dn, m.directReportee))),
    );
    if (level.length === 0) break;
    level.forEach((m) => placed.add(m));
    levels.push(level);
    below = level.map((m) => m.dn);
  }
  const rest = managers.filter((m) => !placed.has(m));
  if (rest.length > 0) {
    if (levels.length === 0) levels.push([...rest]);
    else levels[0] = [...(levels[0] ?? []), ...rest];
  }
  return levels;
}

/** A list without repeated people (pages can overlap when the team changes in between). */
export function uniqueByDn(nodes: readonly OrgChartNode[]): OrgChartNode[] {
  const seen = new Set<string>();
  return nodes.filter((node) => {
    const key = node.dn.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Where 'Request for this person' leads in the console: request access with that recipient. */
export function requestForHref(dn: string): string {
  return `#/requests?recipient=${encodeURIComponent(dn)}`;
}
