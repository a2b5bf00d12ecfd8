import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../domain/navigation';
import { useCore } from '../core/react';
import { NavigationMenu } from './NavigationMenu';

interface HeaderProps {
  fullName: string;
  menuItems: readonly MenuItem[];
}

export function Header({ fullName, menuItems }: HeaderProps) {
  const { t } = useTranslation();
  const core = useCore();
  return (
    <header className="header" part="header">
      <span className="brand" part="brand">{t('common.appTitle', 'Identity Manager')}</span>
      <NavigationMenu items={menuItems} />
      <div className="header-end">
        <span className="user-name" part="user-name" data-testid="user-name">{fullName}</span>
        <button type="button" className="idm-button secondary" part="sign-out" onClick={() => core.signOut()}>
          {t('common.signOut', 'Sign Out')}
        </button>
      </div>
    </header>
  );
}
