import type { ListTabDefinition } from './tab-definition';
import { searchIn } from './tab-texts';

/** DirXML drivers: the whole list, no search needed. */
export const driversTab: ListTabDefinition = {
  kind: 'list',
  id: 'drivers',
  itemType: 'dirxmldriver',
  loadsWithoutQuery: true,
  autoSelectable: true,
  allowsAllDrivers: true,
  wholeList: true,
  label: (t) => t('picker.tabs.drivers'),
  placeholder: (t, label) => searchIn(t, label),
  failedMessage: (t) => t('picker.failed.drivers'),
  defaultSource: (core) => async (_query, signal) =>
    (await (await import('../../../api/lookups/dirxml-drivers')).fetchDirXmlDrivers(core, {}, signal)).map(
      (driver) => ({
        itemType: 'dirxmldriver',
        dn: driver.dn,
        id: driver.guid || undefined,
        name: driver.name,
      }),
    ),
};
