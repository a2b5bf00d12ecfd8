import { useState, type ReactNode } from 'react';
import {
  deleteCategory,
  deleteItem,
  hasMore,
  updateCategories,
  updateItems,
  useLandingEdit,
  type CategoryPages,
  type LandingCategory,
  type LandingItem,
} from '../../api/landing';
import { ifMatch, isVersionConflict } from '../../api/versions';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';
import { moveBy } from '../../domain/ordering';
import { CategoryListEditor } from './CategoryListEditor';
import { MoreItems } from './MoreItems';

type Removal = { name: string; kind: 'category' | 'item'; run: (core: IdmCore) => Promise<unknown> };

export interface CategoryPageEditorProps {
  /** The page edited: the landing page or the request page's featured items. */
  list: 'landing' | 'featured';
  pages: CategoryPages;
  /** The page's version as read (`pageVersionQuery`): each move and removal sends it as `If-Match`. */
  version: string | null;
  /** The area's text of a shared word (`moveUp`, `confirmRemoveItem`, …). */
  word(key: string, params?: Record<string, string>): string;
  /** "Show more" of a category. */
  moreLabel(category: LandingCategory): string;
  /** An item's second line: its address or kind. */
  detail(item: LandingItem): string;
  /** The area's open form of a category (rename, add), below its items. */
  categoryForm(category: LandingCategory): ReactNode;
  /** The area's buttons of a category (rename, add), last. */
  categoryActions(category: LandingCategory): ReactNode;
  itemTools?(category: LandingCategory, item: LandingItem): ReactNode;
}

/**
 * The landing page's and the request page's editor of categories and items: move and remove them (a removal asks
 * first; each sends the page's version, so a page someone else changed meanwhile is not overwritten), show more of
 * a category; the areas add their own forms.
 */
export function CategoryPageEditor({
  list,
  pages,
  version,
  word,
  moreLabel,
  detail,
  categoryForm,
  categoryActions,
  itemTools,
}: CategoryPageEditorProps) {
  const edit = useLandingEdit();
  const core = useCore();
  const [removing, setRemoving] = useState<Removal | null>(null);
  const categories = pages.categories;
  const byId = (id: string) => categories.find((c) => c.id === id);
  // A stale version (someone else changed the page meanwhile): nothing changed, the page shows theirs.
  const change = (run: (core: IdmCore) => Promise<unknown>, message: string) =>
    void edit
      .mutateAsync({ list, run: (c) => run(ifMatch(c, version)), message })
      .catch((error: unknown) =>
        isVersionConflict(error) ? core.feedback.show('warning', word('changedMeanwhile')) : undefined,
      );
  const question = removing
    ? word(removing.kind === 'category' ? 'confirmRemoveCategory' : 'confirmRemoveItem', { name: removing.name })
    : '';
  return (
    <>
      {removing ? (
        <div className="idm-alert alert-warning" role="alertdialog" aria-label={question}>
          <p>{question}</p>
          <div className="idm-admin-actions">
            <button
              type="button"
              className="idm-button"
              onClick={() => {
                change(removing.run, word('removed', { name: removing.name }));
                setRemoving(null);
              }}
            >
              {word('remove')}
            </button>
            <button type="button" className="idm-button secondary" onClick={() => setRemoving(null)}>
              {word('cancel')}
            </button>
          </div>
        </div>
      ) : null}
      <CategoryListEditor
        categories={categories.map((c) => ({
          id: c.id,
          name: c.name,
          items: c.items.map((i) => ({ itemId: i.itemId, name: i.name, detail: detail(i) })),
        }))}
        busy={edit.isPending}
        labels={{
          moveUp: (name) => word('moveUp', { name }),
          moveDown: (name) => word('moveDown', { name }),
          remove: (name) => word('removeNamed', { name }),
          items: (category) => word('itemsOf', { category }),
          empty: word('noItems'),
        }}
        onMoveCategory={(index, step) =>
          change(
            (c) =>
              updateCategories(
                c,
                list,
                moveBy(categories, index, step).map((cat, i) => ({ id: cat.id, order: i + 1 })),
              ),
            word('reordered'),
          )
        }
        onRemoveCategory={(category) =>
          setRemoving({ name: category.name, kind: 'category', run: (c) => deleteCategory(c, list, category.id) })
        }
        onMoveItem={(category, index, step) => {
          const items = byId(category.id)?.items ?? [];
          change(
            (c) =>
              updateItems(
                c,
                list,
                moveBy(items, index, step).map((item, i) => ({ itemId: item.itemId, order: i + 1 })),
              ),
            word('reordered'),
          );
        }}
        onRemoveItem={(_category, item) =>
          setRemoving({ name: item.name, kind: 'item', run: (c) => deleteItem(c, list, item.itemId) })
        }
        itemTools={(category, item) => {
          const real = byId(category.id);
          const realItem = real?.items.find((i) => i.itemId === item.itemId);
          return real && realItem && itemTools ? itemTools(real, realItem) : null;
        }}
        categoryTools={(category) => {
          const real = byId(category.id);
          if (!real) return null;
          return (
            <>
              {categoryForm(real)}
              {hasMore(real) ? (
                <MoreItems
                  label={moreLabel(real)}
                  busy={pages.loading === real.id}
                  error={pages.failed?.categoryId === real.id ? pages.failed.error : null}
                  onMore={() => pages.more(real.id)}
                />
              ) : null}
              <div className="idm-admin-actions">{categoryActions(real)}</div>
            </>
          );
        }}
      />
    </>
  );
}
