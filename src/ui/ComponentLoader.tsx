import { useTranslation } from 'react-i18next';

export interface ComponentLoaderProps {
  /** Shown next to the spinner, e.g. 'Loading sub containers...'; a hidden 'Loading…' otherwise. */
  label?: string;
}

/** A small inline spinner for a part of a page (a tree branch, a dialog's list). */
export function ComponentLoader({ label }: ComponentLoaderProps) {
  const { t } = useTranslation();
  return (
    <div className="idm-component-loader" role="status">
      <div className="idm-spinner small" aria-hidden="true" />
      {label ? <span>{label}</span> : <span className="visually-hidden">{t('common.loading')}</span>}
    </div>
  );
}
