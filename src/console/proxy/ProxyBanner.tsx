import { useTranslation } from '../../core/react';
import type { ProxyUser } from '../../core/stores';

export interface ProxyBannerProps {
  user: ProxyUser;
  onExit(): void;
}

/** Stays while in proxy mode: whom the signed-in user acts for, and the way out. */
export function ProxyBanner({ user, onExit }: ProxyBannerProps) {
  const { t } = useTranslation();
  return (
    <div className="proxy-banner" part="proxy-banner" role="region" aria-label={t('proxy.mode')}>
      <p>{t('proxy.actingFor', { name: user.fullName || user.dn })}</p>
      <button type="button" className="idm-button secondary" onClick={onExit}>
        {t('proxy.exit')}
      </button>
    </div>
  );
}
