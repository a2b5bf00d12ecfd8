import { useQuery } from '@tanstack/react-query';
import { codeMapRefreshQuery } from '../../api/resource-admin';
import { useCore } from '../../core/react';

/** A code-map refresh's progress (the entitlements page's hook, apart from the resources' in queries.ts). */
export const useCodeMapRefresh = (id: string) => useQuery(codeMapRefreshQuery(useCore(), id));
