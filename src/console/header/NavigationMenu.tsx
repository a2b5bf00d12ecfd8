import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../core/react';
import { useLocation } from 'react-router-dom';
import { routeSegments, sectionOfHref } from '../../core/navigation';
import type { MenuItem } from '../../domain/navigation';
import { safeHref } from '../../domain/safe-url';
import { useMenu } from '../../ui/menu/use-menu';
import { moreItem } from './more-item';
import { useMenuOverflow } from './use-menu-overflow';

interface NavigationMenuProps {
  items: readonly MenuItem[];
}

/**
 * The server-driven menu: top-level links, and disclosure buttons for items with a sub-menu.
 * Keyboard: Tab moves between items; a sub-menu is a menu button (useMenu: Enter/Space/ArrowDown opens
 * it, the arrows, Home and End move through its items, Escape closes it and returns to its button).
 * Items that do not fit in the header's row fold into a 'More' menu; below 1024 px the whole menu collapses
 * behind a Menu button. The current section's link
 * carries aria-current="page".
 */
export function NavigationMenu({ items }: NavigationMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = routeSegments(pathname)[0] ?? '';
  const [open, setOpen] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const moreLabel = t('frame.moreMenu');
  const { shown, measuring } = useMenuOverflow(listRef, items, moreLabel);
  const more = moreItem(measuring ? items : items.slice(shown), moreLabel);

  // A new route closes whatever the menu had open.
  useEffect(() => {
    setOpen(null);
    setExpanded(false);
  }, [pathname]);

  return (
    <>
      <button
        type="button"
        className="idm-button secondary menu-button"
        aria-expanded={expanded}
        aria-controls="idm-main-menu"
        onClick={() => setExpanded((v) => !v)}
      >
        {t('frame.menu')}
      </button>
      <nav id="idm-main-menu" className={expanded ? 'menu open' : 'menu'} part="menu" aria-label={t('frame.mainMenu')}>
        <ul ref={listRef} className="menu-list">
          {[...items.slice(0, shown), ...(more ? [more] : [])].map((item) => (
            <li key={item.mapName || item.menuName} className={item === more ? 'menu-item menu-more' : 'menu-item'}>
              {item.subMenuList.length > 0 ? (
                <SubMenu
                  item={item}
                  current={current}
                  open={open === item.mapName}
                  onToggle={(next) => setOpen((was) => (next ? item.mapName : was === item.mapName ? null : was))}
                />
              ) : (
                <MenuLink item={item} current={current} />
              )}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

function MenuLink({ item, current }: { item: MenuItem; current: string }) {
  const href = safeHref(item.context);
  if (!href) return <span className="menu-link">{item.menuName}</span>;
  const isCurrent = current !== '' && sectionOfHref(href) === current;
  return (
    <a className="menu-link" href={href} data-map-name={item.mapName} aria-current={isCurrent ? 'page' : undefined}>
      {item.menuName}
    </a>
  );
}

interface SubMenuProps {
  item: MenuItem;
  current: string;
  open: boolean;
  onToggle: (open: boolean) => void;
}

function SubMenu({ item, current, open, onToggle }: SubMenuProps) {
  const listId = `idm-submenu-${item.mapName}`;
  const { rootRef, buttonRef, panelRef, onKeyDown, toggle } = useMenu<
    HTMLDivElement,
    HTMLButtonElement,
    HTMLUListElement
  >({
    open,
    onOpenChange: onToggle,
  });
  const holdsCurrent = item.subMenuList.some((child) => sectionOfHref(child.context) === current);
  return (
    <div className="menu-dropdown" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={holdsCurrent ? 'menu-toggle current' : 'menu-toggle'}
        data-menu={item.mapName}
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        {item.menuName}
      </button>
      <ul id={listId} ref={panelRef} className="submenu" hidden={!open}>
        {item.subMenuList.map((child) => (
          <li key={child.mapName || child.menuName}>
            <MenuLink item={child} current={current} />
          </li>
        ))}
      </ul>
    </div>
  );
}
