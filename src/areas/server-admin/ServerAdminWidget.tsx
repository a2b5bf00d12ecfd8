import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { AdminTabs } from '../../ui/area/AdminTabs';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { SERVER_ADMIN_PAGES, type ServerAdminPage } from './pages';
import { ServerAdminView } from './ServerAdminView';

export interface ServerAdminWidgetProps {
  initial: ServerAdminPage;
  onNavigate(href: string): void;
}

/** `<idm-server-admin>`'s content: caching, logging, auditing and statistics behind tabs. */
export function ServerAdminWidget({ initial, onNavigate }: ServerAdminWidgetProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState<ServerAdminPage>(initial);
  return (
    <WhenSignedIn loadingLabel={t('serverAdmin.loading')}>
      <div className="idm-admin-area" part="root">
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <AdminTabs<ServerAdminPage>
            label={t('serverAdmin.areaNavigation')}
            tabs={SERVER_ADMIN_PAGES}
            current={page}
            tabLabel={(p) => t(`serverAdmin.tab.${p}`)}
            onChoose={setPage}
          />
          <ServerAdminView page={page} />
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
