import type { CustomizedHolder, CustomizedHolderChange } from '../../api/server-admin';

/** A holder's own limit ('' = the global one applies). */
export type HolderLimit = 'maxNodes' | 'timeToLive';

/**
 * The holders' limits as one form: a field per holder and limit (`CodeMapCache.maxNodes`), so the conflict
 * dialog names each limit someone else changed.
 */
export type HolderFields = Record<string, string>;

export function holderFields(holders: readonly CustomizedHolder[]): HolderFields {
  const fields: HolderFields = {};
  for (const holder of holders) {
    fields[`${holder.id}.maxNodes`] = holder.localMaxNodes;
    fields[`${holder.id}.timeToLive`] = holder.localTimeToLive;
  }
  return fields;
}

/** The holder and limit a field names (a holder's id may hold dots: the limit is the last part). */
export function limitOf(field: string): { holder: string; limit: HolderLimit } {
  const at = field.lastIndexOf('.');
  return { holder: field.slice(0, at), limit: field.slice(at + 1) as HolderLimit };
}

/** What the save sends: every holder's limits as the form has them. */
export const holderChanges = (holders: readonly CustomizedHolder[], fields: HolderFields): CustomizedHolderChange[] =>
  holders.map((holder) => ({
    id: holder.id,
    maxNodes: fields[`${holder.id}.maxNodes`] ?? '',
    timeToLive: fields[`${holder.id}.timeToLive`] ?? '',
  }));
