import type { SodConflict } from './feedback';

/** A separation-of-duties rule: nobody may hold both of its roles. */
export interface SodRule {
  id: string;
  name: string;
  /** The two roles (DN and name); a rule whose roles are not both known is ignored. */
  roles: readonly { dn: string; name: string }[];
}

/** A recipient with the roles they hold or have asked for and not yet been refused. */
export interface RecipientRoles {
  dn: string;
  /** Empty for the signed-in user (the cart then names nobody). */
  name: string;
  roleDns: readonly string[];
}

/** A conflict found before submitting: the spec's structured feedback plus whom it concerns. */
export interface FoundSodConflict extends SodConflict {
  sodId: string;
  recipientDn: string;
  recipientName: string;
}

const lower = (dn: string): string => dn.toLowerCase();

/** A rule's two role DNs (lower case), or null when they are not both known and different. */
function pairOf(rule: SodRule): readonly [string, string] | null {
  const [first, second] = rule.roles;
  if (!first?.dn || !second?.dn || lower(first.dn) === lower(second.dn)) return null;
  return [lower(first.dn), lower(second.dn)];
}

/** The rules that involve any of the cart's roles (rules that cannot be judged left out). */
export function rulesAbout(rules: readonly SodRule[], cartRoleDns: readonly string[]): SodRule[] {
  const cart = new Set(cartRoleDns.map(lower));
  return rules.filter((rule) => pairOf(rule)?.some((dn) => cart.has(dn)) ?? false);
}

/**
 * The rules a cart would break, per recipient: a rule is broken when one of its roles is in the cart and
 * the other is in the cart too or among the recipient's held or pending roles (as the approval engine
 * judges a submission: each requested role against everything else the recipient has or asked for).
 * Each rule is named once per recipient; recipients keep their order, rules go by name.
 */
export function findSodConflicts(
  rules: readonly SodRule[],
  cartRoleDns: readonly string[],
  recipients: readonly RecipientRoles[],
): FoundSodConflict[] {
  const cart = new Set(cartRoleDns.map(lower));
  const relevant = rulesAbout(rules, cartRoleDns)
    .map((rule) => ({ rule, pair: pairOf(rule) as readonly [string, string] }))
    .sort((x, y) => x.rule.name.localeCompare(y.rule.name));
  return recipients.flatMap((recipient) => {
    const has = new Set([...cart, ...recipient.roleDns.map(lower)]);
    return relevant
      .filter(({ pair: [a, b] }) => (cart.has(a) && has.has(b)) || (cart.has(b) && has.has(a)))
      .map(({ rule }) => rule)
      .map((rule) => ({
        sodId: rule.id,
        sodName: rule.name,
        perm1Name: rule.roles[0]?.name ?? '',
        perm2Name: rule.roles[1]?.name ?? '',
        recipientDn: recipient.dn,
        recipientName: recipient.name,
      }));
  });
}
