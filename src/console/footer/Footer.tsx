import { useLoadedClientSettings } from '../../api/settings';
import { useCoreStore, useTranslation } from '../../core/react';
import { helpDeskContactFrom } from '../modals/help-desk-contact';
import { HelpDeskDetails } from '../modals/HelpDeskDetails';
import { footerContentFrom } from './footer-content';

/** Branding `enableFooter`: footer links, contact text and (helpdesk `showInfooter`) the help desk. */
export function Footer() {
  const { t } = useTranslation();
  const settings = useLoadedClientSettings();
  const { locale } = useCoreStore('$locale');
  const content = footerContentFrom(settings, locale);
  if (!content.enabled) return null;
  return (
    <footer className="footer" part="footer">
      {content.links.length > 0 ? (
        <nav aria-label={t('footer.links')}>
          <ul className="footer-links">
            {content.links.map((link) => (
              <li key={`${link.href}-${link.text}`}>
                <a
                  href={link.href}
                  dir="auto"
                  target={link.href.startsWith('#') ? undefined : '_blank'}
                  rel="noopener noreferrer"
                >
                  {link.text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {content.contactInfo ? (
        <p className="footer-contact" dir="auto">
          {content.contactInfo}
        </p>
      ) : null}
      {content.showHelpDesk ? (
        <section className="footer-help-desk" aria-label={t('helpDesk.title')}>
          <HelpDeskDetails contact={helpDeskContactFrom(settings, locale)} />
        </section>
      ) : null}
    </footer>
  );
}
