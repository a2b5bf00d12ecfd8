import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { sectionHref, sectionPath } from '../../core/navigation';

/**
 * Inside `<idm-console>`: a section's list (`#/<section>`) and its items (`#/<section>/<id…>`) as hash
 * routes, every segment URL-encoded. An area maps these onto its own navigation's names.
 */
export function useSectionNavigation(section: string) {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      open: (...id: string[]) => void navigate(sectionPath(section, ...id)),
      href: (...id: string[]) => sectionHref(section, ...id),
      backToList: () => void navigate(sectionPath(section)),
      listHref: () => sectionHref(section),
    }),
    [navigate, section],
  );
}
