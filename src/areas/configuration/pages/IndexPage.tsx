import { useTranslation } from '../../../core/react';
import { RouteLink } from '../../../ui/area';
import { ConfigurationPage } from '../ConfigurationPage';

/** Every configuration page, this area's and the other areas' (monitoring, e-mail approval, localisation kit, …). */
export const CONFIGURATION_PAGES = [
  ['settings', '#/configuration/settings'],
  ['roleresource', '#/configuration/roleresource'],
  ['delegationproxy', '#/configuration/delegationproxy'],
  ['igConfiguration', '#/configuration/igConfiguration'],
  ['clientSettings', '#/settings'],
  ['caching', '#/configuration/caching'],
  ['logging', '#/configuration/logging'],
  ['auditing', '#/configuration/auditing'],
  ['statistics', '#/configuration/statistics'],
  ['workflowmonitoring', '#/workflowmonitoring'],
  ['emailapproval', '#/emailapproval'],
  ['localekit', '#/localekit'],
  ['cprs', '#/cprs'],
] as const;

/** `#/configuration`: the index of configuration pages. */
export default function IndexPage() {
  const { t } = useTranslation();
  return (
    <ConfigurationPage title={t('configuration.title')} index>
      <ul className="configuration-index">
        {CONFIGURATION_PAGES.map(([key, href]) => (
          <li key={key}>
            <RouteLink href={href}>{t(`configuration.pages.${key}.title`)}</RouteLink>
            <p>{t(`configuration.pages.${key}.description`)}</p>
          </li>
        ))}
      </ul>
    </ConfigurationPage>
  );
}
