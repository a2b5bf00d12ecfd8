import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import profileCss from './profile.css?inline';
import { ProfileView } from './ProfileView';
import { profilePath, profileSection, type ProfileSection } from './sections';
import { NotFound } from './NotFound';
import { useAreaStyles } from '../../ui/area';

/** `#/myProfile[/roles|resources|groups|passwordSync]` (and the spec's profileRoles, … names) in the console. */
export default function ProfilePage() {
  const params = useParams();
  const navigate = useNavigate();
  const ref = useAreaStyles<HTMLDivElement>(profileCss);
  const section = profileSection(params.section);
  const select = useCallback((next: ProfileSection) => navigate(profilePath(next)), [navigate]);
  return (
    <div ref={ref} className="idm-profile-page">
      {section ? <ProfileView section={section} onSectionChange={select} /> : <NotFound />}
    </div>
  );
}
