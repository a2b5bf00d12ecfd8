import { useTranslation } from '../../core/react';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { ClientSettings, type ClientSettingsTab } from './ClientSettings';

export interface ClientSettingsWidgetProps {
  tab?: ClientSettingsTab;
  onNavigate(href: string): void;
}

/** `<idm-client-settings>`'s content: the banner and the client settings. */
export function ClientSettingsWidget({ tab, onNavigate }: ClientSettingsWidgetProps) {
  const { t } = useTranslation();
  return (
    <WhenSignedIn loadingLabel={t('clientSettings.loading')}>
      <div part="root">
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <ClientSettings {...(tab ? { initialTab: tab } : {})} />
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
