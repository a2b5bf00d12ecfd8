/**
 * Expiration rules (spec section 3: isExpirationRequired, expiresAfter with units D days, M months,
 * Y years). Dates are epoch ms.
 */
export interface ExpirationRule {
  required: boolean;
  /** '30D', '6M', '1Y'; null = no limit. */
  expiresAfter: string | null;
}

const PATTERN = /^\s*(\d{1,4})\s*([DMY])\s*$/i;

export const isExpiresAfter = (value: string): boolean => PATTERN.test(value);

/** `start` plus the rule's period; null when the rule has none. */
export function addPeriod(start: number, expiresAfter: string | null): number | null {
  const match = expiresAfter ? PATTERN.exec(expiresAfter) : null;
  if (!match) return null;
  const count = Number(match[1]);
  const date = new Date(start);
  const unit = (match[2] ?? 'D').toUpperCase();
  if (unit === 'D') date.setUTCDate(date.getUTCDate() + count);
  else if (unit === 'M') date.setUTCMonth(date.getUTCMonth() + count);
  else date.setUTCFullYear(date.getUTCFullYear() + count);
  return date.getTime();
}

export type DatesResult = { ok: true; effective: number | null; expiry: number | null } | { ok: false; reason: string };

/**
 * The effective and expiry dates of a request: a past or missing effective date means now; an expiry must
 * follow it; where expiration is required a missing expiry is the longest allowed, and a later one is refused.
 */
export function requestDates(
  now: number,
  effDate: number | undefined,
  expDate: number | undefined,
  rule: ExpirationRule,
  itemName: string,
): DatesResult {
  const start = effDate !== undefined && effDate > now ? effDate : now;
  const latest = addPeriod(start, rule.expiresAfter);
  if (expDate !== undefined && expDate > 0) {
    if (expDate <= start)
      return { ok: false, reason: `The expiry date of ${itemName} must be after its effective date.` };
    if (rule.required && latest !== null && expDate > latest) {
      return {
        ok: false,
        reason: `${itemName} may be granted for at most ${rule.expiresAfter ?? ''}; choose an earlier expiry date.`,
      };
    }
    return { ok: true, effective: effDate !== undefined && effDate > now ? effDate : null, expiry: expDate };
  }
  return {
    ok: true,
    effective: effDate !== undefined && effDate > now ? effDate : null,
    expiry: rule.required ? latest : null,
  };
}
