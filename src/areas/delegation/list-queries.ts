import { useQuery } from '@tanstack/react-query';
import { delegationListQuery, type DelegationListQuery } from '../../api/who-acts/delegation-list';
import { useCore } from '../../core/react';

/* The delegation list's hook, apart from the form's (queries.ts): the list page loads neither the editor's options nor one delegation's read. */
export const useDelegations = (query: DelegationListQuery) => useQuery(delegationListQuery(useCore(), query));
