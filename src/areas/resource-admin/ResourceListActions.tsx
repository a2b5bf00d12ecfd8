import { useTranslation } from '../../core/react';
import { useResourceAdminNavigation } from './navigation';

export interface ResourceListActionsProps {
  /** Opens one of the list's dialogs. */
  open(dialog: 'categories' | 'fromEntitlement'): void;
}

/** The resource list's actions beside New: resources from entitlement values, categories, the drivers' entitlements. */
export function ResourceListActions({ open }: ResourceListActionsProps) {
  const { t } = useTranslation();
  const navigation = useResourceAdminNavigation();
  const entitlementsHref = navigation.href({ page: 'entitlements' });
  return (
    <>
      <button type="button" className="idm-button secondary" onClick={() => open('fromEntitlement')}>
        {t('resourceAdmin.fromEntitlement.open')}
      </button>
      <button type="button" className="idm-button secondary" onClick={() => open('categories')}>
        {t('resourceAdmin.manageCategories')}
      </button>
      {entitlementsHref ? (
        <a className="idm-button secondary" href={entitlementsHref}>
          {t('resourceAdmin.entitlements.open')}
        </a>
      ) : (
        <button type="button" className="idm-button secondary" onClick={() => navigation.go({ page: 'entitlements' })}>
          {t('resourceAdmin.entitlements.open')}
        </button>
      )}
    </>
  );
}
