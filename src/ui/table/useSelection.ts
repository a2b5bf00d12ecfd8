import { useMemo, useState } from 'react';

/** Selected row ids, controlled by the owner when it passes them, else kept here. */
export function useSelection(controlled: readonly string[] | undefined, onChange?: (rowIds: string[]) => void) {
  const [own, setOwn] = useState<ReadonlySet<string>>(() => new Set());
  const selected = useMemo<ReadonlySet<string>>(() => (controlled ? new Set(controlled) : own), [controlled, own]);
  const setSelected = (next: ReadonlySet<string>) => {
    if (!controlled) setOwn(next);
    onChange?.([...next]);
  };
  return { selected, setSelected, controlled: controlled !== undefined };
}
