import { asString } from '../lookups/read';

/** The recipient fields of a request or a task, as the server sends them. */
interface RecipientFields {
  recipient?: unknown;
  recipientName?: unknown;
  recipientType?: unknown;
}

/** Whom a request or task is for: the DN, the name (the DN when the server sends none) and the type ('user' unless said). */
export function readRecipient(o: RecipientFields) {
  return {
    recipientDn: asString(o.recipient),
    recipientName: asString(o.recipientName) || asString(o.recipient),
    recipientType: asString(o.recipientType) || 'user',
  };
}

/** Who asked: the DN and the name (the DN when the server sends none). */
export function readRequester(dn: unknown, name: unknown) {
  return { requesterDn: asString(dn), requesterName: asString(name) || asString(dn) };
}
