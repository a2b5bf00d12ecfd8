import { describe, expect, it } from 'vitest';
import { dayTextOf, endOfLocalDay, parseDayText, startOfLocalDay } from '../../../src/domain/day-text';

describe('yyyy-MM-dd texts', () => {
  it('reads a real day as its local midnight', () => {
    expect(parseDayText('2026-11-27')?.getTime()).toBe(new Date(2026, 10, 27).getTime());
    expect(parseDayText('2024-02-29')?.getTime()).toBe(new Date(2024, 1, 29).getTime());
    expect(parseDayText('2025-1-5')?.getTime()).toBe(new Date(2025, 0, 5).getTime());
  });

  it('reads years before 100 as themselves', () => {
    expect(parseDayText('0050-03-01')?.getFullYear()).toBe(50);
    expect(dayTextOf(parseDayText('0050-03-01') as Date)).toBe('0050-03-01');
  });

  it('refuses what names no day', () => {
    for (const text of [
      '',
      'tomorrow',
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-00-10',
      '26-01-01',
      '2026-01-01x',
    ])
      expect(parseDayText(text)).toBeNull();
  });

  it('writes the local day of a date or epoch ms', () => {
    expect(dayTextOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(dayTextOf(new Date(2026, 11, 31, 0, 0).getTime())).toBe('2026-12-31');
  });

  it('gives the first and last moment of a local day', () => {
    const noon = new Date(2026, 5, 15, 12, 30);
    expect(startOfLocalDay(noon).getTime()).toBe(new Date(2026, 5, 15).getTime());
    expect(endOfLocalDay(noon.getTime()).getTime()).toBe(new Date(2026, 5, 16).getTime() - 1);
  });
});
