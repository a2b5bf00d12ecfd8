import { useEffect, useState } from 'react';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { ProfileView } from './ProfileView';
import { profileSection, type ProfileSection } from './sections';
import { NavigationProvider } from '../../ui/area';

export interface ProfileWidgetProps {
  /** The tab to show: details (default), roles, resources, groups, passwordSync (or the spec's profileRoles, …). */
  section?: string;
  /** Leaves the widget for another section (a person's details, an entity). */
  onNavigate(href: string): void;
  /** A tab was chosen (the host may keep it in its own URL). */
  onSectionChange?(section: ProfileSection): void;
}

/** `<idm-user-profile>`'s content: the profile with its own banner; tabs switch inside the widget. */
export function ProfileWidget({ section, onNavigate, onSectionChange }: ProfileWidgetProps) {
  const [current, setCurrent] = useState<ProfileSection>(() => profileSection(section) ?? 'details');
  useEffect(() => setCurrent(profileSection(section) ?? 'details'), [section]);
  return (
    <NavigationProvider navigate={onNavigate}>
      <div className="idm-profile-widget" part="widget">
        <FeedbackBanner />
        <ProfileView
          section={current}
          onSectionChange={(next) => {
            setCurrent(next);
            onSectionChange?.(next);
          }}
        />
      </div>
    </NavigationProvider>
  );
}
