import { pagedParams, toPage } from './lookup-mapping';
import type { ListTabDefinition } from './tab-definition';
import { searchIn } from './tab-texts';

export const categoriesTab: ListTabDefinition = {
  kind: 'list',
  id: 'categories',
  itemType: 'category',
  label: (t) => t('picker.tabs.categories'),
  placeholder: (t, label) => searchIn(t, label),
  failedMessage: (t) => t('picker.failed.categories'),
  defaultSource: (core, config) => async (query, signal) => {
    const kind = config.categoryType ?? 'role';
    return toPage(
      await (
        await import('../../../api/lookups/categories')
      ).fetchCategories(core, { ...pagedParams(query), kind }, signal),
      (category) => ({
        itemType: 'category',
        id: category.key,
        name: category.name,
        type: kind,
      }),
    );
  },
};
