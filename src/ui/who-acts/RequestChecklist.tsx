import type { NamedRef } from '../../api/who-acts';
import { AdminCheckbox } from '../area';

export interface RequestChecklistProps {
  /** The requests to choose from. */
  requests: readonly NamedRef[];
  /** The requests chosen so far (from any list shown before). */
  chosen: readonly NamedRef[];
  onChange(chosen: NamedRef[]): void;
}

/** A checkbox a request definition; a DN is the same whatever its case. */
export function RequestChecklist({ requests, chosen, onChange }: RequestChecklistProps) {
  const chosenDns = new Set(chosen.map((r) => r.dn.toLowerCase()));
  return requests.map((request) => (
    <AdminCheckbox
      key={request.dn}
      checked={chosenDns.has(request.dn.toLowerCase())}
      onChange={(checked) =>
        onChange(checked ? [...chosen, request] : chosen.filter((r) => r.dn.toLowerCase() !== request.dn.toLowerCase()))
      }
    >
      <bdi>{request.name}</bdi>
    </AdminCheckbox>
  ));
}
