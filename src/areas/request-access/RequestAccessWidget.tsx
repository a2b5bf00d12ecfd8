import { useTranslation } from '../../core/react';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import type { CartAnswer } from '../../api/access';
import { REQUEST_ACCESS_VIEWS, RequestAccess, type RequestAccessView } from './RequestAccess';
import { requestAccessLinks } from './links';

export interface RequestAccessWidgetProps {
  /** 'landing' (default), 'catalog' or 'cart'. */
  view?: string;
  /** A recipient DN to preselect. */
  recipient?: string;
  /** Links out of the widget (the request history): the host decides (`idm-navigate`). */
  onNavigate(href: string): void;
  /** The server's answer to a submitted cart (`idm-request-submitted`). */
  onSubmitted(answer: CartAnswer): void;
}

/**
 * `<idm-request-access>`'s content: start-up data and the signed-in user first (the cart belongs to
 * them), then its own feedback banner and the request-access page.
 */
export function RequestAccessWidget({ view, recipient, onNavigate, onSubmitted }: RequestAccessWidgetProps) {
  const { t } = useTranslation();
  const shown = REQUEST_ACCESS_VIEWS.find((v) => v === view) ?? ('landing' satisfies RequestAccessView);

  return (
    <WhenSignedIn loadingLabel={t('common.loading')}>
      <div className="ra-widget">
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <RequestAccess
            view={shown}
            recipient={recipient}
            historyHref={requestAccessLinks.history()}
            onSubmitted={onSubmitted}
          />
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
