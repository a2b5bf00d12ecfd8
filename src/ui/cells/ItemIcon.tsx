import type { ReactNode } from 'react';
import { useTranslation } from '../../core/react';

export type ItemType = 'user' | 'group' | 'container' | 'role';

const ICON_PATHS: Record<ItemType, ReactNode> = {
  user: (
    <>
      <circle cx="8" cy="5" r="3" />
      <path d="M2 15c0-3.3 2.7-5 6-5s6 1.7 6 5z" />
    </>
  ),
  group: (
    <>
      <circle cx="5" cy="5" r="2.5" />
      <circle cx="11" cy="5" r="2.5" />
      <path d="M0 14c0-2.8 2.2-4.5 5-4.5s5 1.7 5 4.5zM7 14c0-2.8 1.8-4.5 4-4.5s5 1.7 5 4.5z" />
    </>
  ),
  container: <path d="M1 3h5l2 2h7v9H1z" />,
  role: <path d="M8 1l2 4.5 5 .5-3.8 3.3 1.1 4.9L8 11.7 3.7 14.2l1.1-4.9L1 6l5-.5z" />,
};

export function isItemType(type: string | undefined): type is ItemType {
  return type === 'user' || type === 'group' || type === 'container' || type === 'role';
}

/** A small decorative icon with a hidden type name, so the type is read out once. */
export function ItemIcon({ type }: { type: ItemType }) {
  const { t } = useTranslation();
  const labels: Record<ItemType, string> = {
    user: t('ui.cell.type.user'),
    group: t('ui.cell.type.group'),
    container: t('ui.cell.type.container'),
    role: t('ui.cell.type.role'),
  };
  return (
    <>
      <svg
        className={`idm-item-icon ${type}`}
        viewBox="0 0 16 16"
        width="14"
        height="14"
        aria-hidden="true"
        focusable="false"
      >
        {ICON_PATHS[type]}
      </svg>
      <span className="visually-hidden">{labels[type]}: </span>
    </>
  );
}
