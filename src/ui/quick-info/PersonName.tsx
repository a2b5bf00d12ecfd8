import { useGo } from '../area/navigation';
import { QuickInfoTrigger } from './QuickInfoTrigger';
import { userDetailHref } from './navigation';

/**
 * A person's name that opens their quick-info card, whose 'View more info' goes to their details page;
 * plain text when there is no DN to look up.
 */
export function PersonName({ dn, name }: { dn: string; name: string }) {
  const go = useGo();
  if (!dn) return <>{name}</>;
  return <QuickInfoTrigger dn={dn} name={name || dn} onViewMore={(value) => go(userDetailHref(value))} />;
}
