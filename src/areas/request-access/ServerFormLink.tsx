import { useTranslation } from 'react-i18next';
import { safeHref } from '../../domain/safe-url';

/** A link to the server-side request form, opened in a new tab (never an unsafe scheme). */
export function ServerFormLink({ href, name }: { href: string; name: string }) {
  const { t } = useTranslation();
  const safe = safeHref(href);
  if (!safe) return null;
  return (
    <a className="ra-form-link" href={safe} target="_blank" rel="noopener noreferrer">
      {t('requestAccess.form.openServerForm', { defaultValue: 'Open the request form for {{name}}', name })}
      <span className="visually-hidden">{t('requestAccess.form.newTab', ' (opens in a new tab)')}</span>
    </a>
  );
}
