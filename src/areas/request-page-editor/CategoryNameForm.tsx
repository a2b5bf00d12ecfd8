import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { addCategory, pageVersionQuery, updateCategories, useLandingEdit } from '../../api/landing';
import { ifMatch } from '../../api/versions';
import type { IdmCore } from '../../core';
import { useCore, useTranslation } from '../../core/react';
import { landingNameRefusal } from '../../domain/landing';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { EditorForm, useEditorForm } from '../../ui/form';

/** A category's name: a new one, or a new name for `categoryId`; on the form kit (one request, leave guard). */
export function CategoryNameForm({
  categoryId,
  initial,
  version,
  onDone,
}: {
  categoryId: string | null;
  initial: string;
  /** The request page's version as read: a rename sends it as `If-Match`. */
  version: string | null;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const core = useCore();
  const queryClient = useQueryClient();
  const edit = useLandingEdit();
  const form = useEditorForm<{ name: string }, string>({
    initial: { name: initial },
    version: version ?? undefined,
    problems: ({ name }) => ({
      name:
        landingNameRefusal(name) === null
          ? null
          : name.trim() === ''
            ? t('requestPageEditor.error.name')
            : t('requestPageEditor.error.nameLength'),
    }),
    save: ({ name }, sent) => {
      const run = (c: IdmCore) =>
        categoryId === null
          ? addCategory(c, 'featured', name.trim())
          : updateCategories(ifMatch(c, sent), 'featured', [{ id: categoryId, name: name.trim() }]);
      return edit.mutateAsync({ list: 'featured', run, message: t('requestPageEditor.saved', { name: name.trim() }) });
    },
    saved: onDone,
    reload: async () => {
      const read = await queryClient.fetchQuery({ ...pageVersionQuery(core, 'featured'), staleTime: 0 });
      const now = read.value.categories.find((category) => category.id === categoryId);
      return { value: { name: now?.name ?? '' }, version: read.version ?? undefined };
    },
  });
  return (
    <EditorForm
      form={form}
      part="category-name-form"
      className="idm-admin-form idm-admin-card"
      submitLabel={t('requestPageEditor.save')}
      fieldLabel={() => t('requestPageEditor.categoryName')}
      actions={
        <button type="button" className="idm-button secondary" onClick={onDone}>
          {t('requestPageEditor.cancel')}
        </button>
      }
    >
      <AdminTextField
        id={`${id}-name`}
        label={t('requestPageEditor.categoryName')}
        value={form.value.name}
        required
        error={form.problemOf('name')}
        onChange={(name) => form.set({ name })}
      />
    </EditorForm>
  );
}
