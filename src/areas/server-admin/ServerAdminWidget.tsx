import { Suspense, useState, useTransition } from 'react';
import { useTranslation } from '../../core/react';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { AdminTabs } from '../../ui/area/AdminTabs';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { Caching } from './Caching';
import { LAZY_PAGES } from './lazy-pages';
import { SERVER_ADMIN_PAGES, type ServerAdminPage } from './pages';

/** Caching (the default `page`) comes with the element; another page as its own chunk, when first shown. */
const PAGES = { ...LAZY_PAGES, caching: Caching };

export interface ServerAdminWidgetProps {
  initial: ServerAdminPage;
  onNavigate(href: string): void;
}

/** `<idm-server-admin>`'s content: caching, logging, auditing and statistics behind tabs. */
export function ServerAdminWidget({ initial, onNavigate }: ServerAdminWidgetProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState<ServerAdminPage>(initial);
  // Another tab is a transition: the page shown stays (busy) while the other's chunk loads.
  const [switching, startSwitch] = useTransition();
  const Page = PAGES[page];
  return (
    <WhenSignedIn loadingLabel={t('serverAdmin.loading')}>
      <div className="idm-admin-area" part="root" aria-busy={switching || undefined}>
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <AdminTabs<ServerAdminPage>
            label={t('serverAdmin.areaNavigation')}
            tabs={SERVER_ADMIN_PAGES}
            current={page}
            tabLabel={(p) => t(`serverAdmin.tab.${p}`)}
            onChoose={(next) => startSwitch(() => setPage(next))}
          />
          <Suspense fallback={<ComponentLoader />}>
            <Page />
          </Suspense>
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
