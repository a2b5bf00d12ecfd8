import { commonName } from '../../domain/format';
import type { EntitlementBinding } from '../../domain/resource-admin';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';

/** An entitlement as the pickers show it: its DN and the name shown for it. */
export interface ChosenEntitlement {
  dn: string;
  name: string;
}

/** A driver's entitlement from the picker's Driver/Entitlement tree; choosing a driver chooses none. */
export function EntitlementPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: ChosenEntitlement | null;
  onChange(chosen: ChosenEntitlement | null): void;
}) {
  return (
    <Picker
      label={label}
      tabs={['driverEntitlement']}
      mode="single"
      value={value ? [{ itemType: 'driverOrEntitlement', subType: 'entitlement', dn: value.dn, name: value.name }] : []}
      onChange={(items) => {
        const item = items[0];
        onChange(
          item?.dn && item.subType !== 'driver' ? { dn: item.dn, name: item.name ?? commonName(item.dn) } : null,
        );
      }}
    />
  );
}

export interface EntitlementValuePickerProps {
  label: string;
  entitlement: Pick<EntitlementBinding, 'entitlementDn' | 'driverDn'>;
  /** The chosen value ('' for none) and its display name. */
  value: string;
  valueName: string;
  /** The chosen value ('' when cleared) and its display name where the driver has one. */
  onChange(value: string, valueName: string | undefined): void;
  required?: boolean;
  errorText?: string;
}

/** One value of an entitlement, from the picker's Entitlement Values tab. */
export function EntitlementValuePicker({
  label,
  entitlement,
  value,
  valueName,
  onChange,
  ...rules
}: EntitlementValuePickerProps) {
  return (
    <Picker
      label={label}
      tabs={['entitlementValues']}
      mode="single"
      entitlement={{ dn: entitlement.entitlementDn, driverDn: entitlement.driverDn, fromEntitlementComponent: true }}
      value={value ? [{ itemType: 'entitlementValues', id: value, value, valueDisplayName: valueName }] : []}
      onChange={(items) => {
        const item = items[0];
        onChange(item?.value ?? item?.id ?? '', item?.valueDisplayName);
      }}
      {...rules}
    />
  );
}
