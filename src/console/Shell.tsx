import { useTranslation } from 'react-i18next';
import { useLoggedInUser } from '../api/user';
import { useUserRights } from '../api/rights';
import { useNavigationMenu } from '../api/navigation';
import { useStartupData } from '../api/startup';
import { errorMessage } from '../core/errors';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { FeedbackBanner } from '../ui/banner/FeedbackBanner';
import { Header } from './Header';

/**
 * Header and main outlet. The loading overlay stays until the start-up data (locale, settings) and the
 * user and the user's rights are known.
 */
export function Shell() {
  const { t } = useTranslation();
  const startup = useStartupData();
  const user = useLoggedInUser();
  const rights = useUserRights();
  const menu = useNavigationMenu();

  if (startup.isPending || user.isPending || rights.isPending) return <LoadingOverlay />;
  const failure = user.error ?? rights.error;
  const fullName = user.data?.fullName ?? '';

  return (
    <div className="shell" part="shell">
      <Header fullName={fullName} menuItems={menu.data?.items ?? []} />
      <main className="main" part="main" id="idm-main">
        <FeedbackBanner />
        {failure ? (
          <div className="idm-alert danger" role="alert">{errorMessage(failure)}</div>
        ) : (
          <section className="welcome" aria-labelledby="idm-welcome-title">
            <h1 id="idm-welcome-title">{t('console.welcome', { defaultValue: 'Welcome, {{name}}', name: fullName })}</h1>
            <p>{t('console.chooseFromMenu', 'Choose what you want to do from the menu.')}</p>
          </section>
        )}
      </main>
    </div>
  );
}
