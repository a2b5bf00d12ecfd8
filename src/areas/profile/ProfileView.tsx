import { lazy, Suspense, useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from '../../core/react';
import { useUserDetails, type PersonDetails } from '../../api/people';
import { commonName } from '../../domain/format';
import { DefaultUserImage } from '../../ui/quick-info';
import { TableSpinner } from '../../ui/TableSpinner';
import { isPhotoEditable, primaryLine } from './attributes';
import { LoadError } from './LoadError';
import { ProfileTabs, type ProfileTab } from './ProfileTabs';
import { profileHref, type ProfileSection } from './sections';
import { safeImageSrc } from '../../ui/area';
import { Heading } from '../../ui/Heading';

/**
 * The details tab and the photo control show my details, so their code is asked for as the profile opens and
 * arrives beside my details' read instead of before the profile's first paint.
 */
const loadDetailsParts = () => import('./details-parts');
const DetailsPanel = lazy(() => loadDetailsParts().then((module) => ({ default: module.DetailsPanel })));
const PhotoControl = lazy(() => loadDetailsParts().then((module) => ({ default: module.PhotoControl })));

/** The tabs other than the details: each one's code comes when it is first shown. */
const AssignmentsPanel = lazy(() =>
  import('./AssignmentsPanel').then((module) => ({ default: module.AssignmentsPanel })),
);
const GroupsPanel = lazy(() => import('./GroupsPanel').then((module) => ({ default: module.GroupsPanel })));
const PasswordSyncPanel = lazy(() =>
  import('./PasswordSyncPanel').then((module) => ({ default: module.PasswordSyncPanel })),
);

export interface ProfileViewProps {
  section: ProfileSection;
  onSectionChange(section: ProfileSection): void;
  /** The URL of each tab; `#/myProfile[/section]` by default. */
  hrefFor?(section: ProfileSection): string;
}

/** My profile: photo, name and primary values, then tabs for my details, roles, resources, groups and password sync. */
export function ProfileView({ section, onSectionChange, hrefFor = profileHref }: ProfileViewProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const headingId = useId();
  const details = useUserDetails();
  useEffect(() => void loadDetailsParts(), []);

  const tabs: ProfileTab[] = [
    { id: 'details', label: t('profile.tabs.details') },
    { id: 'roles', label: t('profile.tabs.roles') },
    { id: 'resources', label: t('profile.tabs.resources') },
    { id: 'groups', label: t('profile.tabs.groups') },
    { id: 'passwordSync', label: t('profile.tabs.passwordSync') },
  ];

  let panel: ReactNode;
  if (section === 'details') {
    panel = details.isPending ? <TableSpinner /> : details.isError ? null : <DetailsPanel person={details.data} />;
  } else if (section === 'roles') panel = <AssignmentsPanel kind="role" />;
  else if (section === 'resources') panel = <AssignmentsPanel kind="resource" />;
  else if (section === 'groups') panel = <GroupsPanel />;
  else panel = <PasswordSyncPanel />;

  return (
    <section className="idm-profile" part="profile" aria-labelledby={headingId}>
      {details.isError ? <LoadError error={details.error} onRetry={() => void details.refetch()} /> : null}
      <ProfileHeader headingId={headingId} person={details.data ?? null} />
      <ProfileTabs
        label={t('profile.tabs.label')}
        tabs={tabs}
        current={section}
        hrefFor={hrefFor}
        onSelect={onSectionChange}
        idPrefix={idPrefix}
      >
        <Suspense fallback={<TableSpinner />}>{panel}</Suspense>
      </ProfileTabs>
    </section>
  );
}

function ProfileHeader({ headingId, person }: { headingId: string; person: PersonDetails | null }) {
  const { t } = useTranslation();
  const name = person ? person.fullName || commonName(person.dn) : '';
  const src = person && !person.hidePhoto ? safeImageSrc(person.image) : null;
  const line = person ? primaryLine(person) : '';
  return (
    <header className="idm-profile-head" part="header">
      <div className="idm-profile-photo">
        {src ? <img src={src} alt={t('profile.photoOf', { name })} width="96" height="96" /> : <DefaultUserImage />}
      </div>
      <div className="idm-profile-identity">
        <Heading id={headingId} className="idm-profile-title">
          <span className="idm-profile-kicker">{t('profile.title')}</span>
          {name ? (
            <span className="idm-profile-name" dir="auto">
              {name}
            </span>
          ) : null}
        </Heading>
        {line ? (
          <p className="idm-profile-line" dir="auto">
            {line}
          </p>
        ) : null}
        {person && isPhotoEditable(person) ? (
          <Suspense fallback={null}>
            <PhotoControl person={person} />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
