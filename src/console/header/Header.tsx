import type { ReactNode } from 'react';
import type { MenuItem } from '../../domain/navigation';
import { NotificationBell } from '../notifications/NotificationBell';
import { Brand } from './Brand';
import { NavigationMenu } from './NavigationMenu';

interface HeaderProps {
  menuItems: readonly MenuItem[];
  /** The profile dropdown. */
  profile: ReactNode;
  /** Shown instead of the menu when it could not be loaded. */
  menuFailure?: ReactNode;
  /** The search button (Ctrl+K). */
  search?: ReactNode;
}

/** Brand, the server-driven menu, the search button, the notification bell and the profile dropdown. */
export function Header({ menuItems, profile, menuFailure, search }: HeaderProps) {
  return (
    <header className="header" part="header">
      <Brand />
      {menuFailure ?? <NavigationMenu items={menuItems} />}
      <div className="header-end">
        {search}
        <NotificationBell />
        {profile}
      </div>
    </header>
  );
}
