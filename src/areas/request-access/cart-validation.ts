import type { CartRequest } from '../../api/access';
import type { CartEntry, CartState } from './cart-store';
import { dateInputToEpoch, validateDates, type DateError } from './expiration';
import type { ItemDetails } from './model';
import { formPayload, validateForm, valuesWithDefaults, type FormError } from './request-form';

export interface EntryCheck {
  dates: DateError[];
  form: Record<string, FormError>;
  /** Several recipients, but the item may be requested for one at a time only. */
  notBulk: boolean;
  /** The item's details (dates, form) are not loaded yet. */
  pending: boolean;
}

export interface CartCheck {
  entries: Record<string, EntryCheck>;
  /** 'Someone else' with nobody chosen. */
  recipientsMissing: boolean;
  empty: boolean;
  valid: boolean;
}

/** Everything that must hold before the cart is submitted. */
export function checkCart(
  cart: CartState,
  details: ReadonlyMap<string, ItemDetails>,
  now: Date = new Date(),
): CartCheck {
  const entries: Record<string, EntryCheck> = {};
  let valid = cart.entries.length > 0;
  const recipientCount = cart.mode === 'others' ? cart.recipients.length : 1;
  for (const entry of cart.entries) {
    const found = details.get(entry.key);
    const check: EntryCheck = {
      dates: found?.allowsDates ? validateDates(found.expiration, entry.effectiveDate, entry.expiryDate, now) : [],
      form:
        found && !found.needsServerForm
          ? validateForm(found.parameters, valuesWithDefaults(found.parameters, entry.formValues))
          : {},
      notBulk: recipientCount > 1 && !(found?.bulkRequestable ?? entry.item.bulkRequestable),
      pending: !found,
    };
    if (check.pending || check.notBulk || check.dates.length > 0 || Object.keys(check.form).length > 0) valid = false;
    entries[entry.key] = check;
  }
  const recipientsMissing = cart.mode === 'others' && cart.recipients.length === 0;
  return { entries, recipientsMissing, empty: cart.entries.length === 0, valid: valid && !recipientsMissing };
}

/** The request the cart makes. */
export function cartRequestOf(
  cart: CartState,
  details: ReadonlyMap<string, ItemDetails>,
  sodJustification?: string,
): CartRequest {
  return {
    items: cart.entries.map((entry: CartEntry) => {
      const found = details.get(entry.key);
      const dates = found?.allowsDates
        ? { effectiveDate: dateInputToEpoch(entry.effectiveDate), expiryDate: dateInputToEpoch(entry.expiryDate) }
        : {};
      return {
        dn: entry.item.id,
        entityType: entry.item.kind,
        name: entry.item.name,
        ...(dates.effectiveDate !== undefined ? { effectiveDate: dates.effectiveDate } : {}),
        ...(dates.expiryDate !== undefined ? { expiryDate: dates.expiryDate } : {}),
        params:
          found && !found.needsServerForm
            ? formPayload(found.parameters, valuesWithDefaults(found.parameters, entry.formValues))
            : [],
      };
    }),
    reason: cart.reason.trim(),
    recipients: cart.mode === 'others' ? cart.recipients : [],
    ...(sodJustification ? { sodJustification } : {}),
  };
}
