import { de } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { commonName, descriptionPreview, joinDistinctParts } from '../../../src/domain/format';
import { relativeTime } from '../../../src/domain/relative-time';
import { formatBuildDate, formatDate } from '../../../src/domain/date-format';

// Local-time dates so the expectations do not depend on the machine's time zone.
const afternoon = new Date(2024, 2, 5, 14, 7, 9).getTime();

describe('dates', () => {
  it("formats 'MMM d, y h:mm a'", () => {
    expect(formatDate(afternoon)).toBe('Mar 5, 2024 2:07 PM');
    expect(formatDate(String(afternoon))).toBe('Mar 5, 2024 2:07 PM');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('uses the given locale', () => {
    expect(formatDate(afternoon, 'MMM d, y', de)).toBe('März 5, 2024');
  });

  it("formats the build date like moment's 'YYYY-MMM-DD hh:mm:ss' (12-hour, zero-padded)", () => {
    expect(formatBuildDate(afternoon)).toBe('2024-Mar-05 02:07:09');
  });
});

describe('relative time', () => {
  const now = afternoon;
  const ago = (seconds: number) => relativeTime(now - seconds * 1000, now);
  it.each([
    [10, 'less than a minute ago'],
    [44, 'less than a minute ago'],
    [45, 'about a minute ago'],
    [89, 'about a minute ago'],
    [90, '2 minutes ago'],
    [44 * 60, '44 minutes ago'],
    [45 * 60, 'about an hour ago'],
    [3 * 3600, 'about 3 hours ago'],
    [30 * 3600, 'a day ago'],
    [5 * 86400, '5 days ago'],
    [40 * 86400, 'about a month ago'],
    [200 * 86400, '7 months ago'],
    [400 * 86400, 'about a year ago'],
    [3 * 365 * 86400, '3 years ago'],
  ])('%i s → %s', (seconds, expected) => {
    expect(ago(seconds)).toBe(expected);
  });

  it('says "from now" for the future', () => {
    expect(relativeTime(now + 120_000, now)).toBe('2 minutes from now');
  });
});

describe('text helpers', () => {
  it('joins values naming each comma-separated part once', () => {
    expect(joinDistinctParts(['Vice President, Engineering', 'Engineering'])).toBe('Vice President, Engineering');
    expect(joinDistinctParts(['Software Engineer', 'engineering', '', 'Engineering'])).toBe(
      'Software Engineer, engineering',
    );
    expect(joinDistinctParts(['Chief Executive Officer', 'Executive'])).toBe('Chief Executive Officer, Executive');
  });

  it("cuts descriptions at 100 characters and adds '...'", () => {
    expect(descriptionPreview('a'.repeat(100))).toBe('a'.repeat(100));
    expect(descriptionPreview('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
    expect(descriptionPreview(undefined)).toBe('');
  });

  it('takes the common name of a DN, undoing escapes', () => {
    expect(commonName('cn=John Doe,ou=users,o=data')).toBe('John Doe');
    expect(commonName('CN=Doe\\, John,ou=users,o=data')).toBe('Doe, John');
    expect(commonName('cn=Caf\\C3\\A9,o=data')).toBe('Café');
    expect(commonName('cn=a\\+b+uid=x,o=data')).toBe('a+b');
    expect(commonName('John Doe')).toBe('John Doe');
  });
});
