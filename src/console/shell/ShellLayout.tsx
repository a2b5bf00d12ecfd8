import { useLoadedUserRights } from '../../api/rights';
import { useLoadedClientSettings } from '../../api/settings';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { pageOfAddress } from '../../core/feedback';
import { useCore, useCoreStore, useTranslation } from '../../core/react';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { HeadingLevel } from '../../ui/Heading';
import { LoadFailure } from '../../ui/LoadFailure';
import { Footer } from '../footer/Footer';
import { ConsoleSearch } from '../header/ConsoleSearch';
import { Header } from '../header/Header';
import { isHelpHidden } from '../help/help-flag';
import { HelpButton } from '../help/HelpButton';
import { useOpenHelp, type OpenWindow } from '../help/useOpenHelp';
import { helpDeskContactFrom } from '../modals/help-desk-contact';
import { ProfileMenu } from '../profile/ProfileMenu';
import { ProxyBanner } from '../proxy/ProxyBanner';
import { useProxyAsFlow } from '../proxy/useProxyAsFlow';
import { useProxyMode } from '../proxy/useProxyMode';
import { UrlListStateProvider } from '../../ui/area/url-list-state';
import { usePageLoading } from '../routes/ConsoleRouter';
import { useConsoleMenu } from './useConsoleMenu';
import { useFocusPageHeading } from './useFocusPageHeading';
import { useScrollMemory } from './useScrollMemory';
import { useSignOut } from './useSignOut';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useRouterLinks } from './use-router-links';
import { NavigationProvider } from '../../ui/area/navigation';

type OpenModal = 'about' | 'helpDesk' | null;

/** PROXY AS and the picker come as their own chunk, the first time the dialog opens. */
const ProxyAsDialog = lazy(() =>
  import('../proxy/ProxyAsDialog').then((module) => ({ default: module.ProxyAsDialog })),
);
/** About (and the date formatting it needs) too. */
const HelpDeskDialog = lazy(() =>
  import('../modals/HelpDeskDialog').then((module) => ({ default: module.HelpDeskDialog })),
);
// The frame shown while PROXY AS loads: the console's first load carries no dialog.
const Dialog = lazy(() => import('../../ui/Dialog').then((module) => ({ default: module.Dialog })));
const AboutDialog = lazy(() => import('../modals/AboutDialog').then((module) => ({ default: module.AboutDialog })));

export interface ShellLayoutProps {
  /** How help popups open (tests replace `window.open`). */
  openWindow?: OpenWindow;
}

/** Header, proxy banner, main outlet with the feedback banner and Help, footer, and the shell's modals. */
export function ShellLayout({ openWindow }: ShellLayoutProps) {
  const { t } = useTranslation();
  const pageLoading = usePageLoading();
  const user = useCoreStore('$user');
  const rights = useLoadedUserRights();
  const settings = useLoadedClientSettings();
  const { locale } = useCoreStore('$locale');
  const menu = useConsoleMenu();
  const proxy = useProxyMode();
  const proxyAs = useProxyAsFlow();
  const openHelp = useOpenHelp(openWindow);
  const signOut = useSignOut();
  const [modal, setModal] = useState<OpenModal>(null);
  const helpDesk = helpDeskContactFrom(settings, locale);
  const core = useCore();
  const { pathname } = useLocation();
  const links = useRouterLinks();
  // A failure belongs to the page it came from: it does not follow the user to the next page.
  useEffect(() => core.feedback.leavePage(pageOfAddress(core.env.location.href)), [core, pathname]);
  useScrollMemory();
  const mainRef = useRef<HTMLElement>(null);
  useFocusPageHeading(mainRef);

  return (
    <div className="shell" part="shell" onClick={links.onClick}>
      <NavigationProvider navigate={links.go}>
        <Header
          menuItems={menu.items}
          search={
            <ConsoleSearch
              menuItems={menu.items}
              profileItems={menu.profileItems}
              mayProxy={rights?.proxyFor === true && !proxy.user}
              onProxyAs={proxyAs.start}
              onSignOut={signOut}
            />
          }
          menuFailure={
            menu.error ? (
              <LoadFailure
                className="menu-failure"
                what={t('console.menuFailed')}
                error={menu.error}
                onRetry={menu.retry}
              />
            ) : undefined
          }
          profile={
            <ProfileMenu
              fullName={user?.fullName ?? ''}
              mayProxy={rights?.proxyFor === true}
              proxyUser={proxy.user}
              showHelpDesk={helpDesk.showInMenu}
              extraItems={menu.profileItems}
              onProxyAs={proxyAs.start}
              onExitProxy={proxy.exit}
              onHelpDesk={() => setModal('helpDesk')}
              onHelp={openHelp}
              onAbout={() => setModal('about')}
              onSignOut={signOut}
            />
          }
        />
        {proxy.user ? <ProxyBanner user={proxy.user} onExit={proxy.exit} /> : null}
        <main ref={mainRef} className="main" part="main" id="idm-main" aria-busy={pageLoading || undefined}>
          {/* Areas load as lazy routes: the page being left stays until the next is in, so say it is coming. */}
          {pageLoading ? <div className="route-progress" role="progressbar" aria-label={t('common.loading')} /> : null}
          {isHelpHidden(settings) ? null : (
            <div className="main-tools">
              <HelpButton onHelp={openHelp} />
            </div>
          )}
          <FeedbackBanner />
          {/* Each area's title is the page's one h1 here (an element's is h2 unless its heading-level says). */}
          <HeadingLevel level={1}>
            <UrlListStateProvider>
              <Outlet />
            </UrlListStateProvider>
          </HeadingLevel>
        </main>
        <Footer />
        <UnsavedChangesGuard />
      </NavigationProvider>
      {modal === 'about' ? (
        <Suspense fallback={null}>
          <AboutDialog open onClose={() => setModal(null)} />
        </Suspense>
      ) : null}
      {modal === 'helpDesk' ? (
        <Suspense fallback={null}>
          <HelpDeskDialog open contact={helpDesk} onClose={() => setModal(null)} />
        </Suspense>
      ) : null}
      {proxyAs.state.phase === 'closed' ? null : (
        <Suspense
          fallback={
            <Suspense fallback={null}>
              <ProxyAsLoading onCancel={proxyAs.cancel} />
            </Suspense>
          }
        >
          <ProxyAsDialog
            state={proxyAs.state}
            onCancel={proxyAs.cancel}
            onContinue={(user) => void proxyAs.confirm(user)}
          />
        </Suspense>
      )}
    </div>
  );
}

/** While the PROXY AS chunk loads: the dialog's frame with a loader. */
function ProxyAsLoading({ onCancel }: { onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open heading={t('proxy.title')} onClose={onCancel} className="proxy-as-dialog">
      <ComponentLoader />
    </Dialog>
  );
}
