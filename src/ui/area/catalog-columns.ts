import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../table/types';

/**
 * Every column a catalog's chooser offers, labelled from `<area>.column.<id>`: name first (sortable, never hidden),
 * description (sortable), then `others`.
 */
export function catalogColumns(t: TFunction, area: string, others: readonly string[]): DataTableColumn[] {
  const column = (id: string, extra: Partial<DataTableColumn> = {}): DataTableColumn => ({
    column: id,
    displayLabel: t(`${area}.column.${id}`),
    enableCustomization: true,
    ...extra,
  });
  return [
    column('name', { isSortable: true, enableCustomization: false }),
    column('description', { isSortable: true }),
    ...others.map((id) => column(id)),
  ];
}

/** The saved columns (known ones, in the offered order, with name always), else the defaults. */
export function visibleCatalogColumns(
  all: readonly DataTableColumn[],
  saved: readonly string[] | null,
  defaults: readonly string[],
): DataTableColumn[] {
  const chosen = new Set(saved && saved.length > 0 ? saved : defaults);
  return all.filter((c) => !c.enableCustomization || chosen.has(c.column));
}
