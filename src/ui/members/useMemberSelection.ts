import { useMemo, useState } from 'react';
import type { MemberUser } from './types';

/** The chosen members by DN, kept across pages and searches. */
export function useMemberSelection(pageRows: readonly MemberUser[]) {
  const [chosen, setChosen] = useState<ReadonlyMap<string, MemberUser>>(() => new Map());
  const selectedDns = useMemo<ReadonlySet<string>>(() => new Set(chosen.keys()), [chosen]);

  /** Takes the table's new set of DNs; members seen on this page bring their details. */
  const setSelectedDns = (dns: ReadonlySet<string>) => {
    const next = new Map<string, MemberUser>();
    for (const dn of dns) {
      const member = chosen.get(dn) ?? pageRows.find((row) => row.dn === dn);
      if (member) next.set(dn, member);
    }
    setChosen(next);
  };

  return { selectedDns, setSelectedDns, members: [...chosen.values()] };
}
