import { useQuery } from '@tanstack/react-query';
import { groupListQuery, type GroupListQuery } from '../../api/group-admin/group-list';
import { useCore } from '../../core/react';

/* The group list's hook, apart from the details' (queries.ts): the list page loads neither one group's readers nor its members'. */
export const useGroupList = (query: GroupListQuery) => useQuery(groupListQuery(useCore(), query));
