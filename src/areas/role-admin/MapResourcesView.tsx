import { useTranslation } from '../../core/react';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { LoadFailure } from '../../ui/LoadFailure';
import { MapResources } from './MappedResources';
import { useRoleDetails } from './queries';
import { RoleNotYours } from './RoleNotYours';
import { isHttpStatus } from '../../core';
import { RoleEditorTexts } from './RoleEditorTexts';

/** `mapresources`: the role's name, then its mapped resources to change (the role asked for before the texts). */
export function MapResourcesView({ dn }: { dn: string }) {
  useRoleDetails(dn);
  return (
    <RoleEditorTexts>
      <MapResourcesOf dn={dn} />
    </RoleEditorTexts>
  );
}

function MapResourcesOf({ dn }: { dn: string }) {
  const { t } = useTranslation();
  const role = useRoleDetails(dn);
  if (role.isPending) return <ComponentLoader label={t('roleAdminEditor.loadingRole')} />;
  if (role.isError && isHttpStatus(role.error, 403)) return <RoleNotYours />;
  if (role.isError)
    return (
      <LoadFailure what={t('roleAdminEditor.failedRole')} error={role.error} onRetry={() => void role.refetch()} />
    );
  return <MapResources dn={dn} roleName={role.data.name} />;
}
