import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { clientListQuery } from '../../api/settings-admin';
import { useCore, useTranslation } from '../../core/react';
import { BrandingSection } from './BrandingSection';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { Heading } from '../../ui/Heading';

/** Branding (the first tab) comes with the page; each other section as its own chunk, when its tab is chosen. */
const AccessSection = lazy(() => import('./AccessSection').then((module) => ({ default: module.AccessSection })));
const DashboardSection = lazy(() => import('./AccessSection').then((module) => ({ default: module.DashboardSection })));
const ClientsSection = lazy(() => import('./ClientsSection').then((module) => ({ default: module.ClientsSection })));
const CustomizationSection = lazy(() =>
  import('./CustomizationSection').then((module) => ({ default: module.CustomizationSection })),
);
const HelpdeskSection = lazy(() => import('./HelpdeskSection').then((module) => ({ default: module.HelpdeskSection })));
const StyleSection = lazy(() => import('./StyleSection').then((module) => ({ default: module.StyleSection })));

export const CLIENT_SETTINGS_TABS = [
  'branding',
  'helpdesk',
  'customization',
  'access',
  'dashboardAccess',
  'style',
  'clients',
] as const;
export type ClientSettingsTab = (typeof CLIENT_SETTINGS_TABS)[number];

/** The client settings page: the client chosen, its sections as tabs, and the clients. */
export function ClientSettings({ initialTab = 'branding' }: { initialTab?: ClientSettingsTab }) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const [clientId, setClientId] = useState(core.options.clientId || '1');
  const [tab, setTab] = useState<ClientSettingsTab>(initialTab);
  const clients = useQuery(clientListQuery(core));
  const panel = () => {
    if (tab === 'clients')
      return (
        <ClientsSection
          onOpen={(next) => {
            setClientId(next);
            setTab('branding');
          }}
        />
      );
    if (tab === 'style') return <StyleSection key={clientId} clientId={clientId} />;
    // Each section reads itself with its version; another client starts its form again.
    switch (tab) {
      case 'branding':
        return <BrandingSection key={clientId} clientId={clientId} />;
      case 'helpdesk':
        return <HelpdeskSection key={clientId} clientId={clientId} />;
      case 'customization':
        return <CustomizationSection key={clientId} clientId={clientId} />;
      case 'access':
        return <AccessSection key={clientId} clientId={clientId} />;
      case 'dashboardAccess':
        return <DashboardSection key={clientId} clientId={clientId} />;
    }
  };
  return (
    <section className="idm-admin client-settings" part="client-settings" aria-labelledby={`${id}-title`}>
      <div className="idm-admin-header">
        <Heading id={`${id}-title`}>{t('clientSettings.title')}</Heading>
      </div>
      <div className="idm-admin-filters">
        <label htmlFor={`${id}-client`}>{t('clientSettings.client')}</label>
        <select id={`${id}-client`} value={clientId} onChange={(event) => setClientId(event.target.value)}>
          {(clients.data ?? [{ id: clientId, name: clientId }]).map((client) => (
            <option key={client.id} value={client.id}>
              {client.name} ({client.id})
            </option>
          ))}
        </select>
      </div>
      <div className="client-settings-tabs" role="tablist" aria-label={t('clientSettings.sections')}>
        {CLIENT_SETTINGS_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className="client-settings-tab"
            onClick={() => setTab(name)}
            onKeyDown={(event) => {
              const index = CLIENT_SETTINGS_TABS.indexOf(name);
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (step === 0) return;
              const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
              const next =
                CLIENT_SETTINGS_TABS[
                  (index + (rtl ? -step : step) + CLIENT_SETTINGS_TABS.length) % CLIENT_SETTINGS_TABS.length
                ]!;
              setTab(next);
              (
                event.currentTarget.parentElement?.querySelector(
                  `#${CSS.escape(`${id}-tab-${next}`)}`,
                ) as HTMLElement | null
              )?.focus();
            }}
          >
            {t(`clientSettings.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} className="client-settings-panel">
        <Suspense fallback={<ComponentLoader />}>{panel()}</Suspense>
      </div>
    </section>
  );
}
