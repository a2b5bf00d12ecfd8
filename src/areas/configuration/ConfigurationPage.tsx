import type { ReactNode } from 'react';
import { useTranslation } from '../../core/react';
import { RouteLink, useAreaStyles } from '../../ui/area';
import styles from './configuration.css?inline';
import { Heading } from '../../ui/Heading';

/** A configuration page: its stylesheet, a link back to the index and its title. */
export function ConfigurationPage({
  title,
  children,
  index = false,
}: {
  title: string;
  children: ReactNode;
  index?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useAreaStyles<HTMLDivElement>(styles);
  return (
    <div ref={ref} className="idm-admin configuration" part="configuration">
      {index ? null : (
        <p>
          <RouteLink href="#/configuration">{t('configuration.back')}</RouteLink>
        </p>
      )}
      <div className="idm-admin-header">
        <Heading>{title}</Heading>
      </div>
      {children}
    </div>
  );
}
