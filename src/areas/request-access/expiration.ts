import { addDays, addMonths, addYears } from 'date-fns';
import { dayTextOf, parseDayText, startOfLocalDay } from '../../domain/day-text';
import type { ExpirationRule } from './model';

export type DurationUnit = 'D' | 'M' | 'Y';

export const NO_EXPIRATION_RULE: ExpirationRule = { required: false, maxDuration: null };

/**
 * An `expiresAfter` as servers send it: `30D`, `P6M`, `1 Y`, a bare number of days, or a number with a
 * separate unit (`expiresAfter: 6, unit: 'M'`). Null for nothing, zero or unreadable.
 */
export function parseExpiresAfter(value: unknown, unit?: unknown): ExpirationRule['maxDuration'] {
  if (value === null || value === undefined || value === '') return null;
  const separateUnit = typeof unit === 'string' ? unit.trim().toUpperCase().charAt(0) : '';
  if (typeof value === 'number') return duration(value, separateUnit || 'D');
  const match = /^\s*P?\s*(\d+)\s*([DMY])?[A-Z]*\s*$/i.exec(String(value));
  if (!match) return null;
  return duration(Number(match[1]), (match[2] ?? '').toUpperCase() || separateUnit || 'D');
}

function duration(amount: number, unit: string): ExpirationRule['maxDuration'] {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  if (unit !== 'D' && unit !== 'M' && unit !== 'Y') return null;
  return { amount: Math.trunc(amount), unit };
}

/** Reads the server's expiration object (isExpirationRequired, expiresAfter, optional unit). */
export function readExpirationRule(raw: unknown): ExpirationRule {
  if (typeof raw !== 'object' || raw === null) return NO_EXPIRATION_RULE;
  const o = raw as Record<string, unknown>;
  const required = o.isExpirationRequired === true || o.isExpirationRequired === 'true';
  return {
    required,
    maxDuration: parseExpiresAfter(o.expiresAfter, o.expiresAfterUnit ?? o.unit ?? o.expiresAfterType),
  };
}

export function addDuration(date: Date, span: NonNullable<ExpirationRule['maxDuration']>): Date {
  if (span.unit === 'D') return addDays(date, span.amount);
  if (span.unit === 'M') return addMonths(date, span.amount);
  return addYears(date, span.amount);
}

/** A yyyy-MM-dd text (as `<input type="date">` gives it) as a local date, or null. */
export function parseDateInput(text: string | null | undefined): Date | null {
  if (!text) return null;
  return parseDayText(text);
}

export function toDateInput(date: Date): string {
  return dayTextOf(date);
}

/** The expiry date to suggest for a limited item: the start (effective date or today) plus the limit. */
export function suggestedExpiry(
  rule: ExpirationRule,
  effective: string | undefined,
  now: Date = new Date(),
): string | undefined {
  if (!rule.maxDuration) return undefined;
  const start = parseDateInput(effective) ?? startOfLocalDay(now);
  return toDateInput(addDuration(start, rule.maxDuration));
}

export type DateErrorCode =
  'invalidDate' | 'effectiveInPast' | 'expiryRequired' | 'expiryBeforeEffective' | 'expiryTooLate';

export interface DateError {
  field: 'effectiveDate' | 'expiryDate';
  code: DateErrorCode;
  /** For expiryTooLate: the limit. */
  limit?: NonNullable<ExpirationRule['maxDuration']>;
  /** For expiryTooLate: the latest allowed date (yyyy-MM-dd). */
  latest?: string;
}

/**
 * Checks an effective and an expiry date against an item's expiration rule:
 * - each must be a valid date; the effective date may not lie in the past;
 * - an expiry date is required when `isExpirationRequired`;
 * - the expiry date comes after the effective date (or today) and no later than `expiresAfter` from it.
 */
export function validateDates(
  rule: ExpirationRule,
  effectiveDate: string | undefined,
  expiryDate: string | undefined,
  now: Date = new Date(),
): DateError[] {
  const errors: DateError[] = [];
  const today = startOfLocalDay(now);
  const effective = parseDateInput(effectiveDate);
  const expiry = parseDateInput(expiryDate);
  if (effectiveDate && !effective) errors.push({ field: 'effectiveDate', code: 'invalidDate' });
  else if (effective && effective < today) errors.push({ field: 'effectiveDate', code: 'effectiveInPast' });

  if (expiryDate && !expiry) {
    errors.push({ field: 'expiryDate', code: 'invalidDate' });
    return errors;
  }
  if (!expiry) {
    if (rule.required) errors.push({ field: 'expiryDate', code: 'expiryRequired' });
    return errors;
  }
  const start = effective && effective > today ? effective : today;
  if (expiry <= start) {
    errors.push({ field: 'expiryDate', code: 'expiryBeforeEffective' });
    return errors;
  }
  if (rule.maxDuration) {
    const latest = addDuration(start, rule.maxDuration);
    if (expiry > latest) {
      errors.push({ field: 'expiryDate', code: 'expiryTooLate', limit: rule.maxDuration, latest: toDateInput(latest) });
    }
  }
  return errors;
}

/** Local midnight of a yyyy-MM-dd as epoch milliseconds (the contract's dates), or undefined. */
export function dateInputToEpoch(text: string | undefined): number | undefined {
  const date = parseDateInput(text);
  return date ? date.getTime() : undefined;
}

/** `min` and `max` for the date inputs: effective from today; expiry after the start, within the limit. */
export function dateBounds(
  rule: ExpirationRule,
  effectiveDate: string | undefined,
  now: Date = new Date(),
): { effectiveMin: string; expiryMin: string; expiryMax?: string } {
  const today = startOfLocalDay(now);
  const effective = parseDateInput(effectiveDate);
  const start = effective && effective > today ? effective : today;
  const bounds: { effectiveMin: string; expiryMin: string; expiryMax?: string } = {
    effectiveMin: toDateInput(today),
    expiryMin: toDateInput(addDays(start, 1)),
  };
  if (rule.maxDuration) bounds.expiryMax = toDateInput(addDuration(start, rule.maxDuration));
  return bounds;
}
