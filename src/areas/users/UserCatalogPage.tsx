import { useSearchParams } from 'react-router-dom';
import { parseView, type CatalogView } from './catalog-model';
import { UserCatalog } from './UserCatalog';

/** `#/users` (cards) and `#/users?view=users` (the list): the view is part of the link. */
export default function UserCatalogPage() {
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
  return <UserCatalog view={view} onViewChange={change} />;
}
