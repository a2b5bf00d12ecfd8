import { useSearchParams } from 'react-router-dom';
import { useAreaStyles } from '../../ui/area';
import { parseView, type CatalogView } from './catalog-model';
import { UserCatalog } from './UserCatalog';
import styles from './users.css?inline';

/** `#/users` (cards) and `#/users?view=users` (the list): the view is part of the link. */
export default function UserCatalogPage() {
  // The area's sheet, which `<idm-user-catalog>` carries itself (so the element does not load this hook).
  const ref = useAreaStyles<HTMLDivElement>(styles);
  const [params, setParams] = useSearchParams();
  const view = parseView(params.get('view'));
  // The list's own state (search, sort, page) stays in the link beside the view.
  const change = (next: CatalogView) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'users') changed.set('view', 'users');
        else changed.delete('view');
        return changed;
      },
      { replace: true },
    );
  return (
    <div ref={ref} className="idm-user-catalog-frame">
      <UserCatalog view={view} onViewChange={change} />
    </div>
  );
}
