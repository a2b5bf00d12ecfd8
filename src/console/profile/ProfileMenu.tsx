import { useTranslation } from '../../core/react';
import type { ProxyUser } from '../../core/stores';
import type { MenuItem } from '../../domain/navigation';
import { safeHref } from '../../domain/safe-url';
import { useMenu } from '../../ui/menu/use-menu';
import { PreferenceFields } from './PreferenceFields';

export interface ProfileMenuProps {
  fullName: string;
  /** The signed-in user may proxy (rights.proxyFor). */
  mayProxy: boolean;
  proxyUser: ProxyUser | null;
  showHelpDesk: boolean;
  /** The server menu's `profileMenu` entries. */
  extraItems: readonly MenuItem[];
  onProxyAs(): void;
  onExitProxy(): void;
  onHelpDesk(): void;
  onHelp(): void;
  onAbout(): void;
  onSignOut(): void;
}

/**
 * The profile dropdown (spec section 2): Proxy As, Exit Proxy : {user}, Help Desk, the server's
 * profile entries, Help, About; theme and language; Sign Out.
 */
export function ProfileMenu(props: ProfileMenuProps) {
  const { t } = useTranslation();
  const { open, setOpen, rootRef, panelRef, onKeyDown, panelId, buttonProps } = useMenu();
  const act = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div className="profile" ref={rootRef} onKeyDown={onKeyDown}>
      <button {...buttonProps} className="profile-button" part="profile-button">
        <span className="user-name" part="user-name" data-testid="user-name">
          {props.fullName}
        </span>
      </button>
      <div ref={panelRef} id={panelId} className="profile-panel dropdown-panel" part="profile-menu" hidden={!open}>
        <ul className="dropdown-list">
          {props.mayProxy && !props.proxyUser ? (
            <MenuButton onClick={act(props.onProxyAs)}>{t('proxy.proxyAs')}</MenuButton>
          ) : null}
          {props.proxyUser ? (
            <MenuButton onClick={act(props.onExitProxy)}>
              {t('proxy.exitFor', { user: props.proxyUser.fullName || props.proxyUser.dn })}
            </MenuButton>
          ) : null}
          {props.showHelpDesk ? <MenuButton onClick={act(props.onHelpDesk)}>{t('helpDesk.title')}</MenuButton> : null}
          {props.extraItems.map((item) => {
            const href = safeHref(item.context);
            return href ? (
              <li key={item.mapName || item.menuName}>
                <a className="dropdown-item" href={href} onClick={() => setOpen(false)}>
                  {item.menuName}
                </a>
              </li>
            ) : null;
          })}
          <MenuButton onClick={act(props.onHelp)}>{t('frame.help')}</MenuButton>
          <MenuButton onClick={act(props.onAbout)}>{t('frame.about')}</MenuButton>
        </ul>
        <PreferenceFields />
        <ul className="dropdown-list">
          <MenuButton onClick={act(props.onSignOut)}>{t('frame.signOut')}</MenuButton>
        </ul>
      </div>
    </div>
  );
}

function MenuButton({ onClick, children }: { onClick(): void; children: string }) {
  return (
    <li>
      <button type="button" className="dropdown-item" onClick={onClick}>
        {children}
      </button>
    </li>
  );
}
