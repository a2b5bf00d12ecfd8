import type { TFunction } from 'i18next';
import type { RoleLevel } from '../../domain/picker-list';

/** Spec section 3: Level10, Level20 and Level30 containers read as their role level's name. */
export function roleLevelName(t: TFunction, level: RoleLevel): string {
  switch (level) {
    case 10:
      return t('picker.tree.roleLevel.10');
    case 20:
      return t('picker.tree.roleLevel.20');
    case 30:
      return t('picker.tree.roleLevel.30');
  }
}
