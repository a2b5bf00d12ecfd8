import { useTranslation } from '../../core/react';
import { webPageHref } from '../../domain/safe-url';

/**
 * The href of the server-side request form when it is an http or https page (a relative URL resolves
 * against `base`); null for anything else (javascript:, data:, mailto:, …).
 */
export const serverFormHref = (url: string | null | undefined, base: string): string | null => webPageHref(url, base);

/** A link to the server-side request form, opened in a new tab (http or https only). */
export function ServerFormLink({ href, name }: { href: string | null; name: string }) {
  const { t } = useTranslation();
  const safe = serverFormHref(href, globalThis.document?.baseURI ?? 'http://localhost/');
  if (!safe) {
    return <span className="ra-help">{t('requestAccess.form.serverFormMissing')}</span>;
  }
  return (
    <a className="ra-form-link" href={safe} target="_blank" rel="noopener noreferrer">
      {t('requestAccess.form.openServerForm', { name })}
      <span className="visually-hidden">{t('requestAccess.form.newTab')}</span>
    </a>
  );
}
