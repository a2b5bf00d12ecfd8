import type { ContainerItem, ContainerType } from '../../api/lookups';
import type { IdmCore } from '../../core';
import { LOOKUP_MAX_SIZE } from '../../domain/lookup';
import { normalizeDn, type PickerItem } from '../../domain/picker-item';
import { asRoleLevel } from '../../domain/picker-list';
import type { PickerTreeSource } from '../../domain/picker-source';

// The lookups come with the tree's first read, not with every picker that offers a tree tab.
const containerCalls = () => import('../../api/lookups/containers');
const driverCalls = () => import('../../api/lookups/drivers');

/** The container tree from api/lookups: the root comes with its sub-containers (the levels), deeper ones on expansion. */
export function containerTreeSource(core: IdmCore, type: ContainerType = 'role'): PickerTreeSource {
  // The sub-container call wants the whole node back (type, search scope), which items do not carry.
  const nodes = new Map<string, ContainerItem>();
  const toItem = (container: ContainerItem): PickerItem => {
    nodes.set(normalizeDn(container.dn), container);
    return {
      itemType: 'container',
      dn: container.dn,
      name: container.name,
      level: container.level ?? undefined,
      type: container.type,
    };
  };
  const toContainer = (item: PickerItem): ContainerItem =>
    nodes.get(normalizeDn(item.dn ?? '')) ?? {
      dn: item.dn ?? '',
      name: item.name ?? '',
      level: asRoleLevel(item.level),
      type: item.type ?? type,
      searchScope: '',
    };
  return {
    async roots(_context, signal) {
      const root = await (await containerCalls()).fetchRootContainer(core, type, signal);
      const subContainers = await (await containerCalls()).fetchSubContainers(core, root, signal);
      return [{ ...toItem(root), subContainers: subContainers.map(toItem) }];
    },
    async children(parent, _context, signal) {
      return (await (await containerCalls()).fetchSubContainers(core, toContainer(parent), signal)).map(toItem);
    },
  };
}

/** The driver tree from api/lookups: every driver, and a driver's entitlements on expansion. */
export function driverTreeSource(core: IdmCore): PickerTreeSource {
  return {
    async roots(_context, signal) {
      const drivers = await (
        await driverCalls()
      ).fetchDrivers(core, { q: '*', size: LOOKUP_MAX_SIZE, nextIndex: 1 }, signal);
      return drivers.items.map((driver) => ({
        itemType: 'driverOrEntitlement',
        subType: 'driver',
        dn: driver.dn,
        name: driver.name,
      }));
    },
    async children(driver, _context, signal) {
      const entitlements = await (
        await driverCalls()
      ).fetchDriverEntitlements(core, { driverDn: driver.dn ?? '', driverName: driver.name }, signal);
      return entitlements.map((entitlement) => ({
        itemType: 'driverOrEntitlement',
        subType: 'entitlement',
        dn: entitlement.dn,
        name: entitlement.name,
        description: entitlement.description,
        hasLogicalSystem: entitlement.hasLogicalSystem,
      }));
    },
  };
}
