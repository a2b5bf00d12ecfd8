/** Rows the CSV export fetches at most (every page of the current filters and sort, up to this). */
export const EXPORT_LIMIT = 5000;
/** The largest page a list call asks for (spec section 9: lookup size max 300). */
export const EXPORT_PAGE_SIZE = 300;

/** Fetches page after page (1-based start index) until the total, an empty page or the limit. */
export async function exportAll<Row>(
  fetchPage: (fromIndex: number, size: number) => Promise<{ rows: Row[]; total: number }>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (;;) {
    const page = await fetchPage(rows.length + 1, EXPORT_PAGE_SIZE);
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.total || rows.length >= EXPORT_LIMIT)
      return rows.slice(0, EXPORT_LIMIT);
  }
}
