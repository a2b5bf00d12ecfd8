// Each tab asks for its lookup call with its first read (`import()`), so a picker's start carries none of them;
// where a form or an element uses that lookup at start already, the import answers at once.
import type { PickerTabId } from '../types';
import { categoriesTab } from './categories';
import { containersTab } from './containers';
import { customApprovalTab } from './custom-approval';
import { driverEntitlementTab } from './driver-entitlement';
import { driversTab } from './drivers';
import { dropdownTab } from './dropdown';
import { entitlementValuesTab } from './entitlement-values';
import { entityTab } from './entity';
import { groupsTab } from './groups';
import { permissionTab } from './permission';
import { recipientsTab } from './recipients';
import { resourcesTab } from './resources';
import { rolesTab } from './roles';
import { sodsTab } from './sods';
import type { PickerTabDefinition } from './tab-definition';
import { teamsTab } from './teams';
import { usersTab } from './users';

export type { ListTabDefinition, PickerTabDefinition, ResolvedTabConfig, TreeTabDefinition } from './tab-definition';

export const PICKER_TABS: Readonly<Record<PickerTabId, PickerTabDefinition>> = {
  users: usersTab,
  groups: groupsTab,
  roles: rolesTab,
  categories: categoriesTab,
  containers: containersTab,
  customApproval: customApprovalTab,
  driverEntitlement: driverEntitlementTab,
  dropdown: dropdownTab,
  entitlementValues: entitlementValuesTab,
  resources: resourcesTab,
  teams: teamsTab,
  sods: sodsTab,
  drivers: driversTab,
  entity: entityTab,
  recipients: recipientsTab,
  permission: permissionTab,
};
