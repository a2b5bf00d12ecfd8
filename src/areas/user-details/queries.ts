import { useQuery } from '@tanstack/react-query';
import { peopleQueries } from '../../api/people';
import { useCore } from '../../core/react';

/** A user's details (GET access/users/details, not as a profile). */
export function useUserDetailsQuery(dn: string) {
  const core = useCore();
  return useQuery({ ...peopleQueries.details(core, { dn, isProfile: false }), enabled: dn !== '' });
}

/** The groups a user is in, with their names (GET access/groups/membershipInfo). */
export function useGroupMembershipQuery(dn: string, enabled: boolean) {
  const core = useCore();
  return useQuery({ ...peopleQueries.groups(core, dn), enabled: enabled && dn !== '' });
}
