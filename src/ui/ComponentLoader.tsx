import { useTranslation } from '../core/react';

export interface ComponentLoaderProps {
  /** Shown next to the spinner, e.g. 'Loading sub containers...'; a hidden 'Loading…' otherwise. */
  label?: string;
  /** Spans instead of divs: the loader stands inside a sentence (a name's quick-info popup). */
  inline?: boolean;
}

/** A small inline spinner for a part of a page (a tree branch, a dialog's list). */
export function ComponentLoader({ label, inline = false }: ComponentLoaderProps) {
  const { t } = useTranslation();
  const Box = inline ? 'span' : 'div';
  return (
    <Box className="idm-component-loader" role="status">
      <Box className="idm-spinner small" aria-hidden="true" />
      {label ? <span>{label}</span> : <span className="visually-hidden">{t('common.loading')}</span>}
    </Box>
  );
}
