import type { ReactNode } from 'react';
import type { MenuItem } from '../../domain/navigation';
import { NotificationBell } from '../notifications/NotificationBell';
import { Brand } from './Brand';
import { NavigationMenu } from './NavigationMenu';

interface HeaderProps {
  menuItems: readonly MenuItem[];
  /** The profile dropdown. */
  profile: ReactNode;
}

/** Brand, the server-driven menu, the notification bell and the profile dropdown. */
export function Header({ menuItems, profile }: HeaderProps) {
  return (
    <header className="header" part="header">
      <Brand />
      <NavigationMenu items={menuItems} />
      <div className="header-end">
        <NotificationBell />
        {profile}
      </div>
    </header>
  );
}
