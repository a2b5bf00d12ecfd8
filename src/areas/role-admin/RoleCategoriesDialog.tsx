import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateRoleCategory, useDeleteRoleCategory, type RoleCategory } from '../../api/catalog-admin';
import { validateRoleName } from '../../domain/role-admin';
import { Dialog } from '../../ui/Dialog';
import { LoadFailure } from '../../ui/LoadFailure';
import { useRoleCategories } from './queries';

/**
 * The role categories: every one listed, a new one added under a validated name, one deleted after a
 * confirmation (the roles in it lose it). A failed save keeps what was typed; the banner says why.
 */
export function RoleCategoriesDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const categories = useRoleCategories();
  const create = useCreateRoleCategory();
  const remove = useDeleteRoleCategory();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState<RoleCategory | null>(null);
  const problem = validateRoleName(name.trim());
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

  const confirmDelete = async (category: RoleCategory) => {
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
        {t('roleAdmin.confirmDelete')}
      </button>
      <button type="button" className="idm-button secondary" onClick={() => setConfirming(null)}>
        {t('roleAdmin.cancel')}
      </button>
    </>
  ) : undefined;

  return (
    <Dialog
      open
      heading={t('roleAdmin.categoriesHeading')}
      onClose={() => (busy ? undefined : confirming ? setConfirming(null) : onClose())}
      initialFocus={confirming ? '.idm-dialog-footer .idm-button' : undefined}
      footer={footer}
    >
      {confirming ? (
        <p>{t('roleAdmin.deleteCategoryQuestion', { name: confirming.name })}</p>
      ) : (
        <div className="idm-admin-form">
          <form className="idm-admin-field idm-admin-category-form" noValidate onSubmit={(event) => void add(event)}>
            <label htmlFor={`${id}-name`}>{t('roleAdmin.categoryName')}</label>
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
                {problem.code === 'required' ? t('roleAdmin.required') : t('roleAdmin.invalidCharacter')}
              </p>
            ) : null}
            <button type="submit" className="idm-button" disabled={busy}>
              {t('roleAdmin.addCategory')}
            </button>
          </form>
          {categories.isError ? (
            <LoadFailure
              message={t('roleAdmin.failedCategories')}
              error={categories.error}
              onRetry={() => void categories.refetch()}
            />
          ) : null}
          <ul className="idm-admin-categories" aria-label={t('roleAdmin.categoriesHeading')}>
            {(categories.data?.items ?? []).map((category) => (
              <li key={category.key}>
                <bdi>{category.name}</bdi>
                <button
                  type="button"
                  className="idm-button secondary"
                  disabled={busy}
                  aria-label={t('roleAdmin.deleteCategory', { name: category.name })}
                  onClick={() => setConfirming({ key: category.key, name: category.name })}
                >
                  {t('roleAdmin.delete')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
