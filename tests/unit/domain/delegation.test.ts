import { describe, expect, it } from 'vitest';
import {
  NO_END,
  dayEnd,
  dayStart,
  dayText,
  periodLine,
  periodProblem,
  periodWindow,
  requestsProblem,
  scopesOverlap,
  windowActive,
  windowProblem,
  windowsOverlap,
} from '../../../src/domain/delegation';

const DAY = 86_400_000;
const now = new Date(2026, 10, 27, 10, 0).getTime();

describe('delegation windows', () => {
  it('refuses a missing start, an end before the start and an end in the past', () => {
    expect(windowProblem(null, now + DAY, now)).toBe('startRequired');
    expect(windowProblem(now + 2 * DAY, now + DAY, now)).toBe('endBeforeStart');
    expect(windowProblem(now - 3 * DAY, now - DAY, now)).toBe('endInPast');
    expect(windowProblem(now - DAY, now + DAY, now)).toBeNull();
    expect(windowProblem(now, null, now)).toBeNull();
  });

  it('overlap: windows sharing a moment (an open end runs for ever); scopes sharing a request (empty = all)', () => {
    expect(windowsOverlap({ start: 0, end: 10 }, { start: 5, end: 20 })).toBe(true);
    expect(windowsOverlap({ start: 0, end: 10 }, { start: 10, end: 20 })).toBe(false);
    expect(windowsOverlap({ start: 0, end: null }, { start: 1_000, end: 2_000 })).toBe(true);
    expect(scopesOverlap([], ['cn=A'])).toBe(true);
    expect(scopesOverlap(['cn=A'], ['CN=a'])).toBe(true);
    expect(scopesOverlap(['cn=A'], ['cn=B'])).toBe(false);
    expect(windowActive({ start: now - 1, end: NO_END }, now)).toBe(true);
    expect(windowActive({ start: now + 1, end: null }, now)).toBe(false);
  });

  it('reads date fields as whole local days', () => {
    expect(dayStart('2026-11-27')).toBe(new Date(2026, 10, 27).getTime());
    expect(dayEnd('2026-11-27')).toBe(new Date(2026, 10, 28).getTime() - 1);
    expect(dayStart('2026-02-30')).toBeNull();
    expect(dayStart('')).toBeNull();
    expect(dayText(new Date(2026, 0, 5, 23, 59).getTime())).toBe('2026-01-05');
    expect(periodWindow({ start: '2026-11-27', end: '', noEnd: true })).toEqual({
      start: new Date(2026, 10, 27).getTime(),
      end: null,
    });
  });

  it('says what keeps a typed period from being saved', () => {
    expect(periodProblem({ start: '', end: '2026-12-01', noEnd: false }, now)).toBe('startRequired');
    expect(periodProblem({ start: '2026-11-27', end: '', noEnd: false }, now)).toBe('endRequired');
    expect(periodProblem({ start: '2026-11-30', end: '2026-11-29', noEnd: false }, now)).toBe('endBeforeStart');
    expect(periodProblem({ start: '2026-11-20', end: '2026-11-26', noEnd: false }, now)).toBe('endInPast');
    // Today as the last day is still to come (until its end).
    expect(periodProblem({ start: '2026-11-27', end: '2026-11-27', noEnd: false }, now)).toBeNull();
    expect(periodProblem({ start: '2026-11-27', end: '', noEnd: true }, now)).toBeNull();
  });

  it('asks for all requests or at least one chosen', () => {
    expect(requestsProblem({ allRequests: true, requestDefs: [] })).toBeNull();
    expect(requestsProblem({ allRequests: false, requestDefs: [{ dn: 'cn=prd' }] })).toBeNull();
    expect(requestsProblem({ allRequests: false, requestDefs: [] })).toBe('required');
  });

  it('reads a typed period as one line, naming a period without end', () => {
    expect(periodLine({ start: '2026-12-01', end: '2026-12-07', noEnd: false }, 'No end')).toBe(
      '2026-12-01 – 2026-12-07',
    );
    expect(periodLine({ start: '2026-12-01', end: '', noEnd: true }, 'No end')).toBe('2026-12-01 – No end');
  });
});
