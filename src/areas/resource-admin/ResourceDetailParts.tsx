import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../core/react';
import { isHttpStatus } from '../../core';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { LoadFailure } from '../../ui/LoadFailure';
import type { ResourceDetails } from '../../api/resource-admin';
import { DetailBackLink } from '../../ui/area';
import { useResourceAdminNavigation } from './navigation';
import { Heading } from '../../ui/Heading';

/** The way back to the resource list, above a resource's pages and the new-resource form. */
export function BackToResources() {
  const { t } = useTranslation();
  const navigation = useResourceAdminNavigation();
  return (
    <DetailBackLink
      href={navigation.href({ page: 'list' })}
      onOpen={() => navigation.go({ page: 'list' })}
      label={t('resourceAdminPages.backToResources')}
      navLabel={t('resourceAdminPages.breadcrumb')}
    />
  );
}

/** The binding in words: 'Active Directory › Group › Sales Share 01', or '… › chosen at request time'. */
export function BindingText({ resource }: { resource: ResourceDetails }) {
  const { t } = useTranslation();
  const b = resource.binding;
  if (!b) return <>{t('resourceAdminPages.binding.none')}</>;
  return (
    <bdi>
      {[b.driverName, b.entitlementName, b.value ? b.valueName || b.value : t('resourceAdmin.dynamicValue')].join(
        ' › ',
      )}
    </bdi>
  );
}

/**
 * The server refuses a resource outside the caller's scope (403): its details and holders alike, so there is
 * nothing to show or change.
 */
export function ResourceNotYours() {
  const { t } = useTranslation();
  return (
    <section className="idm-admin" part="resource-not-yours" aria-labelledby="resource-admin-not-yours">
      <BackToResources />
      <Heading id="resource-admin-not-yours">{t('resourceAdminPages.notYours')}</Heading>
      <p>{t('resourceAdminPages.notYoursText')}</p>
    </section>
  );
}

/** A resource's page before its details are read: loading, not his (403), or the failure with Retry. */
export function ResourceNotRead({ resource }: { resource: UseQueryResult<ResourceDetails> }) {
  const { t } = useTranslation();
  if (resource.isPending) return <ComponentLoader label={t('resourceAdminPages.loadingResource')} />;
  if (resource.isError && isHttpStatus(resource.error, 403)) return <ResourceNotYours />;
  return (
    <section className="idm-admin" aria-labelledby="resource-admin-not-read">
      <BackToResources />
      <Heading id="resource-admin-not-read">{t('resourceAdmin.title')}</Heading>
      <LoadFailure
        what={t('resourceAdminPages.failedResource')}
        error={resource.error}
        onRetry={() => void resource.refetch()}
      />
    </section>
  );
}
