import { lazy, Suspense } from 'react';
import { useTranslation } from '../../core/react';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { ComponentLoader } from '../../ui/ComponentLoader';
import IndexPage from './pages/IndexPage';

export const CONFIGURATION_WIDGET_PAGES = [
  'index',
  'settings',
  'roleresource',
  'delegationproxy',
  'igConfiguration',
] as const;
export type ConfigurationWidgetPage = (typeof CONFIGURATION_WIDGET_PAGES)[number];

/** The index (the default page) comes with the element; a page its `page` attribute names comes as its own chunk. */
const PAGES = {
  index: IndexPage,
  settings: lazy(() => import('./pages/DisplayPage')),
  roleresource: lazy(() => import('./pages/RoleResourcePage')),
  delegationproxy: lazy(() => import('./pages/DelegationProxyPage')),
  igConfiguration: lazy(() => import('./pages/IgPage')),
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
          <Suspense fallback={<ComponentLoader />}>
            <Page />
          </Suspense>
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
