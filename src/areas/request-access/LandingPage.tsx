import { useSearchParams } from 'react-router-dom';
import { RequestAccess } from './RequestAccess';
import { requestAccessLinks } from './links';

/** `#/landing`: the client's landing (featured) items first, then the search and the cart. */
export default function LandingPage() {
  const [params] = useSearchParams();
  return (
    <RequestAccess view="landing" recipient={params.get('recipient')} historyHref={requestAccessLinks.history()} />
  );
}
