import { useTranslation } from '../../core/react';
import { profileHref } from './sections';
import { RouteLink } from '../../ui/area';

/** An unknown profile section. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="idm-alert alert-warning" role="status">
      {t('profile.notFound')} <RouteLink href={profileHref()}>{t('profile.backToProfile')}</RouteLink>
    </div>
  );
}
