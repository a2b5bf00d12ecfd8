import { useTranslation } from '../../core/react';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { Availability, type AvailabilityChangedDetail } from './Availability';

export interface AvailabilityWidgetProps {
  onNavigate(href: string): void;
  onAvailabilityChanged(detail: AvailabilityChangedDetail): void;
}

/** `<idm-availability>`'s content: the status and the periods, edited in place. */
export function AvailabilityWidget({ onNavigate, onAvailabilityChanged }: AvailabilityWidgetProps) {
  const { t } = useTranslation();
  return (
    <WhenSignedIn loadingLabel={t('availability.loading')}>
      <div className="availability-area" part="root">
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <Availability onChanged={onAvailabilityChanged} />
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
