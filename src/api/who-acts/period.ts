import { NO_END } from '../../domain/time-window';
import { asArray, asBoolean, asNumber, asObject, asString } from '../lookups/read';

export interface NamedRef {
  dn: string;
  name: string;
}

/** When and for which request definitions a delegation or an unavailability holds (`end` null: no end). */
export interface Period {
  allRequests: boolean;
  requestDefs: NamedRef[];
  start: number;
  end: number | null;
}

/** A period as an editor sends it. */
export type PeriodInput = Omit<Period, 'requestDefs'> & { requestDefs: readonly NamedRef[] };

export const readRef = (value: unknown): NamedRef => {
  const o = asObject(value);
  const dn = asString(o.dn);
  return { dn, name: asString(o.name) || dn };
};

/**
 * The period of a DelegationNode or an AvailabilityNode. `expires` is its isExpires / hasExpiry flag; a server
 * that leaves it out means an end before NO_END.
 */
export function readPeriod(
  o: { expiryDate?: unknown; allRequests?: unknown; requestDefs?: unknown; effectiveDate?: unknown },
  expires: unknown,
): Period {
  const end = asNumber(o.expiryDate) ?? null;
  const ends = expires === undefined ? end !== null && end < NO_END : asBoolean(expires);
  return {
    allRequests: asBoolean(o.allRequests),
    requestDefs: asArray(o.requestDefs).map(readRef),
    start: asNumber(o.effectiveDate) ?? 0,
    end: ends ? end : null,
  };
}
