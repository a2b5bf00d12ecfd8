import { useMemo } from 'react';
import { useTranslation } from '../../core/react';
import type { SearchAction } from '../../areas/search/types';
import { THEMES } from '../profile/theme';
import { useLanguage } from '../profile/useLanguage';
import { useTheme } from '../profile/useTheme';

interface ShellActions {
  mayProxy: boolean;
  onProxyAs(): void;
  onSignOut(): void;
}

/** What the search box can do in the console, each only where the user may: proxy as, theme, language, sign out. */
export function useSearchActions({ mayProxy, onProxyAs, onSignOut }: ShellActions): SearchAction[] {
  const { t } = useTranslation();
  const theme = useTheme();
  const language = useLanguage();
  return useMemo(() => {
    const themeNames = {
      system: t('theme.system'),
      light: t('theme.light'),
      dark: t('theme.dark'),
      'high-contrast': t('theme.highContrast'),
    };
    return [
      ...(mayProxy ? [{ id: 'proxyAs', name: t('proxy.proxyAs'), run: onProxyAs }] : []),
      ...(theme.available
        ? THEMES.filter((name) => name !== theme.theme).map((name) => ({
            id: `theme:${name}`,
            name: t('console.search.theme', { theme: themeNames[name] }),
            run: () => theme.choose(name),
          }))
        : []),
      ...language.locales
        .filter((l) => l.locale !== language.locale)
        .map((l) => ({
          id: `language:${l.locale}`,
          name: t('console.search.language', { language: l.localeDisplayName || l.locale }),
          run: () => void language.choose(l.locale),
        })),
      { id: 'signOut', name: t('frame.signOut'), run: onSignOut },
    ];
  }, [t, theme, language, mayProxy, onProxyAs, onSignOut]);
}
