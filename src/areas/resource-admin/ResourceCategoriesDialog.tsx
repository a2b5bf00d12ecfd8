import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateResourceCategory, useDeleteResourceCategory } from '../../api/resource-admin';
import { validateResourceName } from '../../domain/resource-admin';
import { Dialog } from '../../ui/Dialog';
import { LoadFailure } from '../../ui/LoadFailure';
import { IsolatedSentence, slot } from '../../ui/ServerText';
import { useResourceCategories } from './queries';

/**
 * The resource categories: every one listed, a new one added under a validated name, one deleted after a
 * confirmation (the resources in it lose it). A failed save keeps what was typed; the banner says why.
 */
export function ResourceCategoriesDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const categories = useResourceCategories();
  const create = useCreateResourceCategory();
  const remove = useDeleteResourceCategory();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState<{ key: string; name: string } | null>(null);
  const problem = validateResourceName(name);
  const busy = create.isPending || remove.isPending;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem) return;
    try {
      await create.mutateAsync(name.trim());
      setName('');
      setTried(false);
    } catch {
      // The banner says why; the name stays for another try.
    }
  };

  const confirmDelete = async (category: { key: string; name: string }) => {
    try {
      await remove.mutateAsync(category);
    } catch {
      // The banner says why.
    } finally {
      setConfirming(null);
    }
  };

  const footer = confirming ? (
    <>
      <button
        type="button"
        className="idm-button danger"
        disabled={busy}
        onClick={() => void confirmDelete(confirming)}
      >
        {t('resourceAdmin.confirmDelete')}
      </button>
      <button type="button" className="idm-button secondary" onClick={() => setConfirming(null)}>
        {t('resourceAdmin.cancel')}
      </button>
    </>
  ) : undefined;

  return (
    <Dialog
      open
      heading={t('resourceAdmin.categoriesHeading')}
      onClose={() => (busy ? undefined : confirming ? setConfirming(null) : onClose())}
      initialFocus={confirming ? '.idm-dialog-footer .idm-button' : undefined}
      footer={footer}
    >
      {confirming ? (
        <p>
          <IsolatedSentence
            text={t('resourceAdmin.deleteCategoryQuestion', { name: slot('name') })}
            values={{ name: confirming.name }}
          />
        </p>
      ) : (
        <div className="idm-admin-form">
          <form className="idm-admin-field idm-admin-category-form" noValidate onSubmit={(event) => void add(event)}>
            <label htmlFor={`${id}-name`}>{t('resourceAdmin.categoryName')}</label>
            <input
              id={`${id}-name`}
              dir="auto"
              value={name}
              maxLength={256}
              aria-invalid={tried && problem !== null}
              aria-describedby={tried && problem ? `${id}-name-error` : undefined}
              onChange={(event) => setName(event.target.value)}
            />
            {tried && problem ? (
              <p id={`${id}-name-error`} className="idm-admin-error">
                {problem.code === 'required' ? t('resourceAdmin.required') : t('resourceAdmin.invalidCharacter')}
              </p>
            ) : null}
            <button type="submit" className="idm-button" disabled={busy}>
              {t('resourceAdmin.addCategory')}
            </button>
          </form>
          {categories.isError ? (
            <LoadFailure
              message={t('resourceAdmin.failedCategories')}
              error={categories.error}
              onRetry={() => void categories.refetch()}
            />
          ) : null}
          <ul className="idm-admin-categories" aria-label={t('resourceAdmin.categoriesHeading')}>
            {(categories.data?.items ?? []).map((category) => (
              <li key={category.key}>
                <bdi>{category.name}</bdi>
                <button
                  type="button"
                  className="idm-button secondary"
                  disabled={busy}
                  aria-label={t('resourceAdmin.deleteCategory', { name: category.name })}
                  onClick={() => setConfirming({ key: category.key, name: category.name })}
                >
                  {t('resourceAdmin.delete')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
