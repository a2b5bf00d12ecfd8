import { useTranslation } from '../../core/react';
import { DEFAULT_SECTION, sectionHref } from '../../core/navigation';

/** A page module that failed to download (offline, or a new release removed the old chunk). */
function isLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
      error.message,
    )
  );
}

function detailOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * What a route shows instead of React Router's developer page when its page cannot be shown: a
 * plain message (the error text as text, never HTML), Reload, and the way home. The header stays.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const loadFailure = isLoadFailure(error);
  return (
    <section className="page route-error" aria-labelledby="idm-route-error-title">
      <div className="idm-alert danger" role="alert">
        <h1 id="idm-route-error-title">{loadFailure ? t('routeError.loadTitle') : t('routeError.title')}</h1>
        <p>{loadFailure ? t('routeError.loadText') : t('routeError.text')}</p>
        <p className="route-error-detail" dir="auto">
          {detailOf(error)}
        </p>
      </div>
      <p className="route-error-actions">
        <button type="button" className="idm-button" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>{' '}
        <a href={sectionHref(DEFAULT_SECTION)}>{t('notFound.home')}</a>
      </p>
    </section>
  );
}
