import { Navigate, useLocation, useParams } from 'react-router-dom';

/** `/<alias>/rest?query` → `/<target>/rest?query` (replacing the history entry). */
export function AliasRedirect({ target }: { target: string }) {
  const rest = useParams()['*'] ?? '';
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: `/${target}${rest ? `/${rest}` : ''}`, search, hash }} replace />;
}
