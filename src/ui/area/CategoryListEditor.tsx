import type { ReactNode } from 'react';
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
 * Categories of items, each with its items, in order: Move up / Move down (keyboard and pointer alike) and
 * Remove for categories and items; the landing page editor and the request page editor share it.
 * Styles: `admin-page.css` (`idm-category-editor…`).
 */
export function CategoryListEditor(props: CategoryListEditorProps) {
  const { categories, labels, busy } = props;
  const buttons = (name: string, index: number, count: number, move: (step: -1 | 1) => void, remove: () => void) => (
    <>
      <button type="button" className="idm-button secondary" disabled={busy || index === 0} onClick={() => move(-1)}>
        {labels.moveUp(name)}
      </button>
      <button
        type="button"
        className="idm-button secondary"
        disabled={busy || index === count - 1}
        onClick={() => move(1)}
      >
        {labels.moveDown(name)}
      </button>
      <button type="button" className="idm-button secondary" disabled={busy} onClick={remove}>
        {labels.remove(name)}
      </button>
    </>
  );
  return (
    <ol className="idm-category-editor">
      {categories.map((category, index) => (
        <li key={category.id} className="idm-admin-card" data-category={category.id}>
          <div className="idm-category-editor-head">
            <Heading depth={1} dir="auto">
              {category.name}
            </Heading>
            <div className="idm-category-editor-buttons">
              {buttons(
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
