import { useQuery } from '@tanstack/react-query';
import { proxyPermissionQuery } from '../../api/proxy-permission';
import { useCore, useCoreStore } from '../../core/react';

/** Spec section 4: the message of proxy mode when acting for someone needs their approval. */
export const PROXY_APPROVAL_REQUIRED = 'ProxyMode Approval is required!';

/** In proxy mode: whether decisions are allowed for the proxied user (undefined while asking). */
export function useProxyApproval(): { active: boolean; approved: boolean | undefined } {
  const core = useCore();
  const proxyDn = useCoreStore('$proxy')?.dn ?? '';
  const query = useQuery(proxyPermissionQuery(core, proxyDn));
  if (proxyDn === '') return { active: false, approved: true };
  return { active: true, approved: query.isError ? false : query.data };
}
