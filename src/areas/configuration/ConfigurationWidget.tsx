import { useTranslation } from 'react-i18next';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import DelegationProxyPage from './pages/DelegationProxyPage';
import DisplayPage from './pages/DisplayPage';
import IgPage from './pages/IgPage';
import IndexPage from './pages/IndexPage';
import RoleResourcePage from './pages/RoleResourcePage';

export const CONFIGURATION_WIDGET_PAGES = [
  'index',
  'settings',
  'roleresource',
  'delegationproxy',
  'igConfiguration',
] as const;
export type ConfigurationWidgetPage = (typeof CONFIGURATION_WIDGET_PAGES)[number];

const PAGES = {
  index: IndexPage,
  settings: DisplayPage,
  roleresource: RoleResourcePage,
  delegationproxy: DelegationProxyPage,
  igConfiguration: IgPage,
} as const;

export interface ConfigurationWidgetProps {
  page: ConfigurationWidgetPage;
  onNavigate(href: string): void;
}

/** `<idm-configuration>`'s content: the banner and one configuration page (links leave through `onNavigate`). */
export function ConfigurationWidget({ page, onNavigate }: ConfigurationWidgetProps) {
  const { t } = useTranslation();
  const Page = PAGES[page];
  return (
    <WhenSignedIn loadingLabel={t('configuration.loading')}>
      <div part="root">
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <Page />
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
