import {
  addApplication,
  addCategory,
  saveLandingStrings,
  updateCategories,
  updateItems,
  type LandingCategory,
  type LandingItem,
  type LandingItems,
} from '../../api/landing';
import { ifMatch } from '../../api/versions';
import type { IdmCore } from '../../core';
import { categoryNameKey, itemNameKey } from '../../domain/landing';
import { OTHER_LOCALES, type LandingVersions, type Names } from './names';

/** What a landing form edits: a category (new or renamed), or an application of a category (new or changed). */
export type LandingTarget =
  | { kind: 'category'; category: LandingCategory | null }
  | { kind: 'item'; category: LandingCategory; item: LandingItem | null };

export interface LandingFields {
  names: Names;
  appUrl: string;
  description: string;
}

/** The key of a target's names in the language files (none for a new one). */
export function nameKeyOf(target: LandingTarget): string | null {
  if (target.kind === 'category') return target.category ? categoryNameKey(Number(target.category.id)) : null;
  return target.item ? itemNameKey(Number(target.item.itemId)) : null;
}

/** The target as a page read has it now (null: gone, or new). */
export function currentOf(target: LandingTarget, page: LandingItems): LandingCategory | LandingItem | null {
  const category = page.categories.find((c) => c.id === target.category?.id) ?? null;
  if (target.kind === 'category') return category;
  return category?.items.find((i) => i.itemId === target.item?.itemId) ?? null;
}

/**
 * Writes the other languages' names of `key` that differ from the server's (an empty one removes it): one PUT
 * per changed language, each with its file's version as `If-Match` when given.
 */
export async function saveChangedNames(
  core: IdmCore,
  key: string,
  names: Names,
  current: Names,
  versions: LandingVersions['names'],
): Promise<void> {
  for (const locale of OTHER_LOCALES) {
    const name = names[locale].trim();
    if (name === current[locale].trim()) continue;
    await saveLandingStrings(ifMatch(core, versions[locale]), locale, new Map([[key, name]]));
  }
}

/** The form's fields of a target as the server has it: its page entry and its names in each other language. */
export function fieldsOf(
  target: LandingTarget,
  current: LandingCategory | LandingItem | null,
  namesIn: (locale: (typeof OTHER_LOCALES)[number]) => string,
): LandingFields {
  const names = { en: current?.name ?? '' } as Names;
  for (const locale of OTHER_LOCALES) names[locale] = namesIn(locale);
  const item = target.kind === 'item' && current && 'itemId' in current ? current : null;
  return { names, appUrl: item?.appUrl ?? '', description: item?.description ?? '' };
}

/**
 * A landing form's save: the page's category or item (with the page's version as `If-Match`; a new one is
 * created), then the other languages' names that changed (see `saveChangedNames`).
 */
export async function writeLanding(
  core: IdmCore,
  target: LandingTarget,
  { names, appUrl, description }: LandingFields,
  versions: LandingVersions,
  current: Names,
): Promise<void> {
  const page = ifMatch(core, versions.page);
  const en = names.en.trim();
  let key: string;
  if (target.kind === 'category') {
    const categoryId = target.category
      ? (await updateCategories(page, 'landing', [{ id: target.category.id, name: en }]), target.category.id)
      : await addCategory(core, 'landing', en);
    key = categoryNameKey(Number(categoryId));
  } else {
    const changed = { name: en, description, appUrl: appUrl.trim() };
    const itemId = target.item
      ? (await updateItems(page, 'landing', [{ itemId: target.item.itemId, ...changed }]), target.item.itemId)
      : await addApplication(core, { categoryId: target.category.id, ...changed });
    key = itemNameKey(Number(itemId));
  }
  // A new key's names are new lines no one else wrote: only an existing one's are guarded.
  await saveChangedNames(core, key, names, current, nameKeyOf(target) === null ? {} : versions.names);
}
