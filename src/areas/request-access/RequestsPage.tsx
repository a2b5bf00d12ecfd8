import { useSearchParams } from 'react-router-dom';
import { RequestAccess } from './RequestAccess';
import { requestAccessLinks } from './links';

/** `#/requests[?recipient=<dn>]`: the landing items, the catalog search and the cart. */
export default function RequestsPage() {
  const [params] = useSearchParams();
  return (
    <RequestAccess view="landing" recipient={params.get('recipient')} historyHref={requestAccessLinks.history()} />
  );
}
