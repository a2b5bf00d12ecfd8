import { useTranslation } from '../../core/react';

/** A label the console knows by key, else the server's own text (columns, granular permissions, kinds it does not know). */
export function useServerLabel(): (key: string, serverText: string) => string {
  const { t, i18n } = useTranslation();
  return (key, serverText) => (i18n.exists(key) ? t(key) : serverText);
}
