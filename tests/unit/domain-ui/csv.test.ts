import { describe, expect, it } from 'vitest';
import { csvCell, neutraliseFormula, toCsv } from '../../../src/domain/csv';

describe('toCsv', () => {
  const columns = [
    { key: 'name', label: 'Name' },
    { key: 'description', label: 'Description' },
  ];

  it('writes a header row of labels and one CRLF-terminated row per item', () => {
    const rows = [
      { name: 'Admin', description: 'All rights' },
      { name: 'Clerk', description: '' },
    ];
    expect(toCsv(columns, rows, (row, column) => row[column.key as 'name' | 'description'])).toBe(
      'Name,Description\r\nAdmin,All rights\r\nClerk,\r\n',
    );
  });

  it('quotes cells holding commas, quotes or line breaks and doubles inner quotes (RFC 4180)', () => {
    const rows = [{ name: 'Doe, John', description: 'says "hi"\nthen leaves' }];
    expect(toCsv(columns, rows, (row, column) => row[column.key as 'name' | 'description'])).toBe(
      'Name,Description\r\n"Doe, John","says ""hi""\nthen leaves"\r\n',
    );
  });

  it('writes empty cells for null and undefined and text for numbers and booleans', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(false)).toBe('false');
  });
});

describe('formula neutralising', () => {
  it.each(['=SUM(A1:A2)', '+1', '-2+3', '@cmd', '\tx', '\rx'])('prefixes an apostrophe to %j', (value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
  });

  it('leaves ordinary text alone', () => {
    expect(neutraliseFormula('Admin = boss')).toBe('Admin = boss');
    expect(neutraliseFormula('')).toBe('');
  });

  it('neutralises before quoting, so the apostrophe sits inside the quotes', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
  });

  it('neutralises header labels too', () => {
    expect(toCsv([{ key: 'a', label: '=A' }], [], () => '')).toBe("'=A\r\n");
  });
});
