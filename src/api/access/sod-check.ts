import { queryOptions } from '@tanstack/react-query';
import { isHttpStatus, type IdmCore } from '../../core';
import { findSodConflicts, rulesAbout, type RecipientRoles, type SodRule } from '../../domain/sod-conflicts';
import { fetchSodDetails, fetchSods, type SodLookupItem } from '../lookups';
import { fetchAssignments, fetchUserAssignments } from './assignments';
import { fetchPendingRoleRequests } from './assignment-revoke';
import { accessKeys } from './keys';
import { proxyUserOf } from './shared';

/** Someone (or a group) the cart is for. */
export interface SodRecipient {
  dn: string;
  name: string;
  type: 'user' | 'group';
}

/** A separation-of-duties conflict the cart would cause. */
export interface SodWarning {
  sodName: string;
  perm1Name: string;
  perm2Name: string;
  recipientName?: string;
}

/** Recipients whose roles are looked through; a larger cart leaves the rest to the submit answer. */
export const SOD_CHECK_MAX_RECIPIENTS = 10;
/** Page size of every list read (the lookups' largest). */
const PAGE_SIZE = 300;
/** Pages read at most per list, so that a huge directory cannot make the cart slow. */
const MAX_PAGES = 5;
/** How long the SoD definitions are kept (they change rarely). */
const RULES_TTL_MS = 5 * 60_000;

const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/** Every page of a list, up to MAX_PAGES (a page's nextIndex ≤ 0 ends it). */
async function readPages<T>(read: (nextIndex: number) => Promise<{ items: T[]; nextIndex: number }>): Promise<T[]> {
  const items: T[] = [];
  let nextIndex = 1;
  for (let page = 0; page < MAX_PAGES && nextIndex > 0; page += 1) {
    const answer = await read(nextIndex);
    items.push(...answer.items);
    nextIndex = answer.nextIndex > nextIndex ? answer.nextIndex : -1;
  }
  return items;
}

const ruleOf = (sod: SodLookupItem): SodRule => ({ id: sod.dn, name: sod.name, roles: sod.roles });

/**
 * Every SoD rule (GET catalog/sods, paged) with its two roles; rules the list answers without their
 * roles are completed with POST catalog/sods/sod (left out when that fails).
 */
async function loadRules(core: IdmCore): Promise<SodRule[]> {
  const listed = await readPages((nextIndex) => fetchSods(core, { size: PAGE_SIZE, nextIndex }));
  const unique = [...new Map(listed.map((sod) => [sod.dn.toLowerCase(), sod])).values()];
  const incomplete = unique.filter((sod) => sod.roles.length < 2);
  if (incomplete.length === 0) return unique.map(ruleOf);
  const details = await fetchSodDetails(
    core,
    incomplete.map((sod) => sod.dn),
  ).catch(() => []);
  const detailed = new Map(details.map((sod) => [sod.dn.toLowerCase(), sod]));
  return unique.map((sod) => ruleOf(sod.roles.length < 2 ? (detailed.get(sod.dn.toLowerCase()) ?? sod) : sod));
}

/**
 * The roles a user holds (directly or through a group: GET access/assignments for the signed-in or
 * proxied user, POST access/assignments/list for others) and the role requests still running for them
 * (POST access/requests/historyForUser). What cannot be read counts as nothing: the submit answer still
 * names any conflict.
 */
async function recipientRoles(
  core: IdmCore,
  recipient: SodRecipient,
  selfDn: string,
  signal?: AbortSignal,
): Promise<RecipientRoles> {
  const dn = recipient.dn.toLowerCase();
  const quietly = async (read: () => Promise<string[]>): Promise<string[]> => {
    try {
      return await read();
    } catch (error) {
      if (isAbort(error)) throw error;
      return [];
    }
  };
  const [held, pending] = await Promise.all([
    quietly(async () => {
      const assignments = await readPages((nextIndex) =>
        dn === selfDn
          ? fetchAssignments(core, { size: PAGE_SIZE, nextIndex }, signal)
          : fetchUserAssignments(core, recipient.dn, { size: PAGE_SIZE, nextIndex }, signal),
      );
      return assignments.filter((a) => a.entityType.toLowerCase() === 'role').map((a) => a.itemDn);
    }),
    quietly(async () => {
      const page = await fetchPendingRoleRequests(core, recipient.dn, PAGE_SIZE, signal);
      return page.items
        .filter((r) => r.recipientDn.toLowerCase() === dn && r.action.toLowerCase() !== 'revoke')
        .map((r) => r.itemDn);
    }),
  ]);
  return { dn: recipient.dn, name: recipient.name, roleDns: [...held, ...pending].filter(Boolean) };
}

/**
 * Every SoD rule with its roles, kept as long as the rules (they change rarely); null when they may not
 * be read (a 403 for people who may not see them), an answer kept as long. Other failures are not kept:
 * the next check asks again.
 */
export function sodRulesQuery(core: IdmCore) {
  return queryOptions({
    queryKey: accessKeys.sodRules,
    queryFn: async (): Promise<SodRule[] | null> => {
      try {
        return await loadRules(core);
      } catch (error) {
        if (isHttpStatus(error, 403)) return null;
        throw error;
      }
    },
    staleTime: RULES_TTL_MS,
    gcTime: RULES_TTL_MS,
  });
}

/**
 * The cart's SoD pre-check over the vendor API: the rules about the cart's roles, then each user
 * recipient's held and pending roles (groups are left to the submit answer). Answers null when the SoD
 * rules cannot be read: no pre-check then (conflicts come with the submit answer).
 */
export async function checkSod(
  core: IdmCore,
  cart: { roleDns: readonly string[]; recipients: readonly SodRecipient[] },
  signal?: AbortSignal,
): Promise<SodWarning[] | null> {
  const users = cart.recipients.filter((r) => r.type === 'user').slice(0, SOD_CHECK_MAX_RECIPIENTS);
  if (cart.roleDns.length === 0 || users.length === 0) return [];
  // Shared by every check (and so never aborted by one of them).
  const known = await core.queryClient.fetchQuery(sodRulesQuery(core)).catch(() => null);
  if (known === null) return null;
  const relevant = rulesAbout(known, cart.roleDns);
  if (relevant.length === 0) return [];
  const selfDn = (core.stores.$proxy.get()?.dn ?? core.stores.$user.get()?.dn ?? '').toLowerCase();
  const roles = await Promise.all(users.map((user) => recipientRoles(core, user, selfDn, signal)));
  return findSodConflicts(relevant, cart.roleDns, roles).map((c) => ({
    sodName: c.sodName,
    perm1Name: c.perm1Name,
    perm2Name: c.perm2Name,
    ...(c.recipientName ? { recipientName: c.recipientName } : {}),
  }));
}

/** The SoD pre-check of a cart's roles for its recipients, keyed by both. */
export function sodCheckQuery(
  core: IdmCore,
  cart: { roleDns: readonly string[]; recipients: readonly SodRecipient[] },
) {
  return queryOptions({
    queryKey: accessKeys.sodCheck(
      proxyUserOf(core) ?? '',
      cart.roleDns,
      cart.recipients.map((r) => r.dn),
    ),
    queryFn: ({ signal }) => checkSod(core, cart, signal),
    enabled: cart.roleDns.length > 0 && cart.recipients.length > 0,
  });
}
