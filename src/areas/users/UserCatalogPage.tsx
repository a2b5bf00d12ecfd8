import { useSearchParams } from 'react-router-dom';
import { parseView, type CatalogView } from './catalog-model';
import { UserCatalog } from './UserCatalog';

/** `#/users` (cards) and `#/users?view=users` (the list): the view is part of the link. */
export default function UserCatalogPage() {
  const [params, setParams] = useSearchParams();
  const view = parseView(params.get('view'));
  const change = (next: CatalogView) => setParams(next === 'users' ? { view: 'users' } : {}, { replace: true });
  return <UserCatalog view={view} onViewChange={change} />;
}
