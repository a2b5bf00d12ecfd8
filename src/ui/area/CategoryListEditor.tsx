import { useEffect, useRef, type ReactNode } from 'react';
import { MoveButtons } from './MoveButtons';
import { Heading } from '../Heading';

export interface EditorItem {
  itemId: string;
  name: string;
  /** A second line: the item's address or kind. */
  detail: string;
}

export interface EditorCategory {
  id: string;
  name: string;
  items: EditorItem[];
}

export interface CategoryListEditorProps {
  categories: readonly EditorCategory[];
  /** The area's words (the editor has none of its own). */
  labels: {
    moveUp(name: string): string;
    moveDown(name: string): string;
    remove(name: string): string;
    items(category: string): string;
    empty: string;
  };
  busy: boolean;
  onMoveCategory(index: number, step: -1 | 1): void;
  onRemoveCategory(category: EditorCategory): void;
  onMoveItem(category: EditorCategory, index: number, step: -1 | 1): void;
  onRemoveItem(category: EditorCategory, item: EditorItem): void;
  /** More for a category (rename, add an item), below its items. */
  categoryTools?(category: EditorCategory): ReactNode;
  /** More for an item (edit), beside its buttons. */
  itemTools?(category: EditorCategory, item: EditorItem): ReactNode;
}

/**
 * Categories of items, each with its items, in order: Move up / Move down (icon buttons named in full; keyboard
 * and pointer alike, the focus stays on the moved row) and Remove for categories and items; the landing page editor and the request page editor share it.
 * Styles: `admin-page.css` (`idm-category-editor…`).
 */
export function CategoryListEditor(props: CategoryListEditorProps) {
  const { categories, labels, busy } = props;
  const list = useRef<HTMLOListElement>(null);
  // The row just moved and the button used: the focus goes back to it once the list shows the new order.
  const moving = useRef<{ selector: string; action: 'up' | 'down'; from: number } | null>(null);
  useEffect(() => {
    const target = moving.current;
    if (!target || !list.current) return;
    const row = list.current.querySelector(target.selector);
    const position = row?.parentElement ? [...row.parentElement.children].indexOf(row) : -1;
    // Not moved yet (the move is on its way to the server): wait for the list in its new order.
    if (position === target.from) return;
    const same = row?.querySelector<HTMLButtonElement>(`[data-action=${target.action}]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-action=${target.action === 'up' ? 'down' : 'up'}]`);
    // At the top or the bottom now, its own button is off: the other one keeps the focus in the row.
    (same && !same.disabled ? same : other)?.focus();
    moving.current = null;
  }, [categories]);
  const buttons = (
    selector: string,
    name: string,
    index: number,
    count: number,
    move: (step: -1 | 1) => void,
    remove: () => void,
  ) => (
    <MoveButtons
      upLabel={labels.moveUp(name)}
      downLabel={labels.moveDown(name)}
      removeLabel={labels.remove(name)}
      first={index === 0}
      last={index === count - 1}
      busy={busy}
      onMove={(step) => {
        moving.current = { selector, action: step < 0 ? 'up' : 'down', from: index };
        move(step);
      }}
      onRemove={remove}
    />
  );
  return (
    <ol ref={list} className="idm-category-editor">
      {categories.map((category, index) => (
        <li key={category.id} className="idm-admin-card" data-category={category.id}>
          <div className="idm-category-editor-head">
            <Heading depth={1} dir="auto">
              {category.name}
            </Heading>
            <div className="idm-category-editor-buttons">
              {buttons(
                `[data-category="${CSS.escape(category.id)}"]`,
                category.name,
                index,
                categories.length,
                (step) => props.onMoveCategory(index, step),
                () => props.onRemoveCategory(category),
              )}
            </div>
          </div>
          {category.items.length === 0 ? (
            <p className="idm-category-editor-empty">{labels.empty}</p>
          ) : (
            <ol className="idm-category-editor-items" aria-label={labels.items(category.name)}>
              {category.items.map((item, itemIndex) => (
                <li key={item.itemId} data-item={item.itemId}>
                  <span className="idm-category-editor-name">
                    <strong dir="auto">{item.name}</strong>
                    <span dir="auto">{item.detail}</span>
                  </span>
                  <span className="idm-category-editor-buttons">
                    {props.itemTools?.(category, item)}
                    {buttons(
                      `[data-item="${CSS.escape(item.itemId)}"]`,
                      item.name,
                      itemIndex,
                      category.items.length,
                      (step) => props.onMoveItem(category, itemIndex, step),
                      () => props.onRemoveItem(category, item),
                    )}
                  </span>
                </li>
              ))}
            </ol>
          )}
          {props.categoryTools?.(category)}
        </li>
      ))}
    </ol>
  );
}
