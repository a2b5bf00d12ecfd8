import { useCallback } from 'react';
import { useSupportedLocales, type SupportedLocale } from '../../api/locales';
import { saveUserLocale } from '../../api/shell-locale';
import { errorMessage } from '../../core/errors';
import { useCore, useCoreStore, useTranslation } from '../../core/react';

export interface Language {
  locale: string;
  locales: SupportedLocale[];
  /** Switches the console at once (no reload), then saves the choice as the user's locale. */
  choose(locale: string): Promise<void>;
}

export function useLanguage(): Language {
  const { t } = useTranslation();
  const core = useCore();
  const { locale } = useCoreStore('$locale');
  const supported = useSupportedLocales();

  const choose = useCallback(
    async (next: string) => {
      await core.setLocale(next);
      const dn = core.stores.$user.get()?.dn;
      if (!dn) return;
      try {
        await saveUserLocale(core, dn, next);
      } catch (error) {
        core.feedback.show(
          'danger',
          errorMessage(error, (key) => t(key)),
        );
      }
    },
    [core, t],
  );
  return { locale, locales: supported.data ?? [], choose };
}
