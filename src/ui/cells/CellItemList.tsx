import { useState } from 'react';
import { useTranslation } from '../../core/react';
import { LazyDialog as Dialog } from '../LazyDialog';
import { cellItems, itemLabel, type CellItem } from './cell-values';
import { ItemIcon, isItemType } from './ItemIcon';

/** Lists longer than this collapse to their first COLLAPSED_ITEMS items and '...'. */
export const MAX_INLINE_ITEMS = 3;
export const COLLAPSED_ITEMS = 2;

export interface CellItemListProps {
  value: unknown;
  /** The column header: the heading of the dialog listing every item. */
  heading: string;
}

/** Users, groups, containers or roles of one cell, with icons; long lists open in a dialog. */
export function CellItemList({ value, heading }: CellItemListProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const items = cellItems(value);
  const collapsed = items.length > MAX_INLINE_ITEMS;
  const shown = collapsed ? items.slice(0, COLLAPSED_ITEMS) : items;

  return (
    <>
      <ul className="idm-cell-items">
        {shown.map((item, index) => (
          <ItemEntry key={index} item={item} />
        ))}
        {collapsed ? (
          <li>
            <button
              type="button"
              className="idm-link-button idm-cell-more"
              aria-label={t('ui.cell.showAll', { count: items.length, heading })}
              aria-haspopup="dialog"
              onClick={() => setOpen(true)}
            >
              ...
            </button>
          </li>
        ) : null}
      </ul>
      <Dialog open={open} heading={heading} onClose={() => setOpen(false)} className="idm-cell-dialog">
        <ul className="idm-cell-items all">
          {items.map((item, index) => (
            <ItemEntry key={index} item={item} />
          ))}
        </ul>
      </Dialog>
    </>
  );
}

function ItemEntry({ item }: { item: CellItem }) {
  return (
    <li>
      {isItemType(item.type) ? <ItemIcon type={item.type} /> : null}
      {itemLabel(item)}
    </li>
  );
}
