/** One column of an exported table: the key handed back to `valueOf` and its header text. */
export interface CsvColumn {
  key: string;
  label: string;
}

export type CsvValue = string | number | boolean | null | undefined;

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/**
 * An RFC 4180 document: a header row of labels, then one row per item, CRLF line ends. Every cell
 * is neutralised against formula injection before it is quoted.
 */
export function toCsv<Row>(
  columns: readonly CsvColumn[],
  rows: readonly Row[],
  valueOf: (row: Row, column: CsvColumn) => CsvValue,
): string {
  const lines = [columns.map((column) => csvCell(column.label))];
  for (const row of rows) lines.push(columns.map((column) => csvCell(valueOf(row, column))));
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

/** One cell, neutralised and quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: CsvValue): string {
  const text = neutraliseFormula(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Prefixes an apostrophe to text a spreadsheet would otherwise evaluate. */
export function neutraliseFormula(text: string): string {
  return FORMULA_TRIGGERS.some((trigger) => text.startsWith(trigger)) ? `'${text}` : text;
}
