import { atom, type ReadableAtom } from 'nanostores';
import type { IdmCore } from '../../core';
import type { FormValues } from './request-form';
import { itemKey, type CatalogItem, type RequestRecipient } from './model';

/** sessionStorage key of the cart: it survives navigation and reloads within the tab's session. */
export const CART_STORAGE_KEY = 'idm.requestAccess.cart';

export interface CartEntry {
  key: string;
  item: CatalogItem;
  /** yyyy-MM-dd, when the item allows dates. */
  effectiveDate?: string;
  expiryDate?: string;
  /** The request form's values, by data item key. */
  formValues: FormValues;
}

export type RequestMode = 'self' | 'others';

export interface CartState {
  /** Whose cart this is: the signed-in user (and the user acted for in proxy mode). */
  owner: string;
  entries: CartEntry[];
  reason: string;
  mode: RequestMode;
  recipients: RequestRecipient[];
  /** The team the recipients are chosen from, when requesting for a team's members. */
  teamDn: string;
}

export const EMPTY_CART: CartState = { owner: '', entries: [], reason: '', mode: 'self', recipients: [], teamDn: '' };

export interface CartStore {
  $cart: ReadableAtom<CartState>;
  /** Adds an item (once); answers false when it was already there. */
  add(item: CatalogItem, initial?: Partial<Omit<CartEntry, 'key' | 'item'>>): boolean;
  remove(key: string): void;
  has(key: string): boolean;
  updateEntry(key: string, patch: Partial<Omit<CartEntry, 'key' | 'item'>>): void;
  setReason(reason: string): void;
  setMode(mode: RequestMode): void;
  setRecipients(recipients: RequestRecipient[]): void;
  setTeam(teamDn: string): void;
  /** Empties the items and the reason (after a successful submit); keeps who it is for. */
  clearItems(): void;
  /** Back to an empty cart. */
  reset(): void;
}

const stores = new WeakMap<IdmCore, CartStore>();

/** The page's one cart for this core (every request-access widget on the page shares it). */
export function cartStore(core: IdmCore): CartStore {
  let store = stores.get(core);
  if (!store) {
    store = createCartStore(core);
    stores.set(core, store);
  }
  return store;
}

function ownerOf(core: IdmCore): string | null {
  const user = core.stores.$user.get();
  if (!user) return null;
  const proxy = core.stores.$proxy.get();
  return proxy ? `${user.dn.toLowerCase()}|${proxy.dn.toLowerCase()}` : user.dn.toLowerCase();
}

export function createCartStore(core: IdmCore): CartStore {
  const storage = core.env.sessionStorage;
  const $cart = atom<CartState>(load());

  function load(): CartState {
    try {
      const text = storage.getItem(CART_STORAGE_KEY);
      if (!text) return { ...EMPTY_CART };
      return sanitize(JSON.parse(text));
    } catch {
      return { ...EMPTY_CART };
    }
  }

  function save(state: CartState): void {
    try {
      if (state.entries.length === 0 && state.reason === '' && state.recipients.length === 0 && state.mode === 'self') {
        storage.removeItem(CART_STORAGE_KEY);
      } else {
        storage.setItem(CART_STORAGE_KEY, JSON.stringify(state));
      }
    } catch {
      // Storage full or locked: the cart still lives for this page.
    }
  }

  function set(next: CartState): void {
    const owner = ownerOf(core);
    const state = owner !== null && next.owner !== owner ? { ...next, owner } : next;
    $cart.set(state);
    save(state);
  }

  /** A cart that belongs to someone else (another sign-in, another proxied user) is dropped. */
  function checkOwner(): void {
    const owner = ownerOf(core);
    const current = $cart.get();
    if (owner !== null && current.owner !== '' && current.owner !== owner) set({ ...EMPTY_CART, owner });
  }

  let hadUser = core.stores.$user.get() !== null;
  core.stores.$user.subscribe((user) => {
    if (user) {
      hadUser = true;
      checkOwner();
    } else if (hadUser) {
      // Signed out: the cart goes with the session.
      hadUser = false;
      $cart.set({ ...EMPTY_CART });
      try {
        storage.removeItem(CART_STORAGE_KEY);
      } catch {
        // ignore
      }
    }
  });
  core.stores.$proxy.subscribe(() => checkOwner());

  const update = (patch: Partial<CartState>) => set({ ...$cart.get(), ...patch });

  return {
    $cart,
    add(item, initial = {}) {
      const key = itemKey(item);
      const state = $cart.get();
      if (state.entries.some((entry) => entry.key === key)) return false;
      update({ entries: [...state.entries, { formValues: {}, ...initial, key, item }] });
      return true;
    },
    remove(key) {
      update({ entries: $cart.get().entries.filter((entry) => entry.key !== key) });
    },
    has(key) {
      return $cart.get().entries.some((entry) => entry.key === key);
    },
    updateEntry(key, patch) {
      update({ entries: $cart.get().entries.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)) });
    },
    setReason(reason) {
      update({ reason });
    },
    setMode(mode) {
      update(mode === 'self' ? { mode, recipients: [], teamDn: '' } : { mode });
    },
    setRecipients(recipients) {
      update({ recipients });
    },
    setTeam(teamDn) {
      update({ teamDn, recipients: [] });
    },
    clearItems() {
      update({ entries: [], reason: '' });
    },
    reset() {
      set({ ...EMPTY_CART, owner: ownerOf(core) ?? '' });
    },
  };
}

/** What came out of storage, with anything malformed dropped. */
function sanitize(raw: unknown): CartState {
  const o = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const entries = (Array.isArray(o.entries) ? o.entries : []).filter(
    (entry): entry is CartEntry =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as CartEntry).key === 'string' &&
      typeof (entry as CartEntry).item?.id === 'string' &&
      typeof (entry as CartEntry).item?.name === 'string',
  );
  const recipients = (Array.isArray(o.recipients) ? o.recipients : []).filter(
    (r): r is RequestRecipient => typeof r === 'object' && r !== null && typeof (r as RequestRecipient).dn === 'string',
  );
  return {
    owner: typeof o.owner === 'string' ? o.owner : '',
    entries: entries.map((entry) => ({ ...entry, formValues: entry.formValues ?? {} })),
    reason: typeof o.reason === 'string' ? o.reason : '',
    mode: o.mode === 'others' ? 'others' : 'self',
    recipients,
    teamDn: typeof o.teamDn === 'string' ? o.teamDn : '',
  };
}
