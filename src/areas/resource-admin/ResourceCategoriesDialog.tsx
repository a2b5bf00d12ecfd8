import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateResourceCategory } from '../../api/resource-admin';
import { validateResourceName } from '../../domain/resource-admin';
import { Dialog } from '../../ui/Dialog';
import { LoadFailure } from '../../ui/LoadFailure';
import { useResourceCategories } from './queries';

/**
 * The resource categories: every one listed, a new one added under a validated name. A failed save keeps what was
 * typed; the banner says why.
 */
export function ResourceCategoriesDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const categories = useResourceCategories();
  const create = useCreateResourceCategory();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const problem = validateResourceName(name);

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

  return (
    <Dialog
      open
      heading={t('resourceAdmin.categoriesHeading')}
      onClose={() => (create.isPending ? undefined : onClose())}
    >
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
          <button type="submit" className="idm-button" disabled={create.isPending}>
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
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
