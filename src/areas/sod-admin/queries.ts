import { useQuery } from '@tanstack/react-query';
import { sodAdminQueries } from '../../api/catalog-admin';
import { useCore } from '../../core/react';

/** Thin hooks over the api's query options. */
export const useSodDetails = (dn: string) => useQuery(sodAdminQueries.details(useCore(), dn));
export const useSodDefaultApprovers = () => useQuery(sodAdminQueries.defaultApprovers(useCore()));
export const useSodViolations = (dn: string) => useQuery(sodAdminQueries.violations(useCore(), dn));
export const useUserSodViolations = (userDn: string) => useQuery(sodAdminQueries.userViolations(useCore(), userDn));
