import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { DEFAULT_SECTION, sectionHref } from '../../core/navigation';

/** A route this console does not have (yet): says so and leads home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="page not-found" aria-labelledby="idm-not-found-title">
      <h1 id="idm-not-found-title">{t('notFound.title', 'Page not available')}</h1>
      <p>
        {t('notFound.text', { defaultValue: 'The page {{path}} is not available in this console.', path: pathname })}
      </p>
      <p>
        <a href={sectionHref(DEFAULT_SECTION)}>{t('notFound.home', 'Go to the home page')}</a>
      </p>
    </section>
  );
}
