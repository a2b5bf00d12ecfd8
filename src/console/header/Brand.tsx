import { useLoadedClientSettings } from '../../api/settings';
import { useEffect } from 'react';
import { useCoreStore, useTranslation } from '../../core/react';
import { useOpenableSections } from '../shell/openable-sections';
import { brandingFrom, brandTarget } from './branding';

/**
 * The browser tab's title follows the brand title while the console is on the page: the console owns the
 * page's address (its hash routes), so it names the page too; the page's own title comes back when it leaves.
 */
function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}

/** Logo and title from client settings, a link when the settings give one. */
export function Brand() {
  const { t } = useTranslation();
  const settings = useLoadedClientSettings();
  const { locale } = useCoreStore('$locale');
  const branding = brandingFrom(settings, locale);
  const href = brandTarget(branding.href, useOpenableSections());
  const title = branding.title || t('frame.appTitle');
  useDocumentTitle(title);
  const content = (
    <>
      {branding.logoSrc ? <img className="brand-logo" src={branding.logoSrc} alt="" part="brand-logo" /> : null}
      <span className="brand-title">{title}</span>
    </>
  );
  return href ? (
    <a className="brand" part="brand" href={href}>
      {content}
    </a>
  ) : (
    <span className="brand" part="brand">
      {content}
    </span>
  );
}
