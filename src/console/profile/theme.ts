import type { KeyValueStorage } from '../../core';

/** 'system' leaves the host without a `theme` attribute (the page's colour scheme decides). */
export const THEMES = ['system', 'light', 'dark', 'high-contrast'] as const;
export type Theme = (typeof THEMES)[number];

/** localStorage: the theme chosen in the profile menu, for every console on this origin. */
export const THEME_STORAGE_KEY = 'idm.theme';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function readTheme(storage: KeyValueStorage): Theme | null {
  const stored = storage.getItem(THEME_STORAGE_KEY);
  return isTheme(stored) ? stored : null;
}

/** The theme the host shows now. */
export function hostTheme(host: Element): Theme {
  const attribute = host.getAttribute('theme');
  return isTheme(attribute) ? attribute : 'system';
}

export function applyTheme(host: Element, theme: Theme): void {
  if (theme === 'system') host.removeAttribute('theme');
  else host.setAttribute('theme', theme);
}

export function saveTheme(storage: KeyValueStorage, theme: Theme): void {
  storage.setItem(THEME_STORAGE_KEY, theme);
}
