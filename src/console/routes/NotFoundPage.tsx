import { useTranslation } from '../../core/react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_SECTION, sectionHref } from '../../core/navigation';

/** A route this console does not have (yet): says so and leads home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="page not-found" aria-labelledby="idm-not-found-title">
      <h1 id="idm-not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text', { path: pathname })}</p>
      <p>
        <a href={sectionHref(DEFAULT_SECTION)}>{t('notFound.home')}</a>
      </p>
    </section>
  );
}
