import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { commonName } from '../../domain/format';
import { bindingProblem, driverOfEntitlement, type EntitlementBinding } from '../../domain/resource-admin';
import type { PickerItem } from '../../domain/picker-item';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';

export interface EntitlementBindingEditorProps {
  value: EntitlementBinding | null;
  onChange(value: EntitlementBinding | null): void;
  /** Show what keeps it from being saved (after a save was tried). */
  showErrors: boolean;
}

/**
 * The entitlement a resource grants: a driver's entitlement chosen in the picker's Driver/Entitlement tree, then its
 * value — a static one from the Entitlement Values tab, or one chosen when the resource is requested (dynamic: the
 * EntitlementParamKey parameter).
 */
export function EntitlementBindingEditor({
  value,
  onChange,
  showErrors,
  dynamic,
  onDynamicChange,
}: EntitlementBindingEditorProps & { dynamic: boolean; onDynamicChange(dynamic: boolean): void }) {
  const { t } = useTranslation();
  const id = useId();
  const chooseEntitlement = (items: PickerItem[]) => {
    const item = items[0];
    if (!item?.dn) return onChange(null);
    const entitlement = item.subType !== 'driver';
    const driverDn = entitlement ? driverOfEntitlement(item.dn) : item.dn;
    onChange(
      entitlement
        ? {
            driverDn,
            driverName: commonName(driverDn),
            entitlementDn: item.dn,
            entitlementName: item.name ?? commonName(item.dn),
            value: '',
            valueName: '',
          }
        : null,
    );
  };
  const problem = bindingProblem(value, dynamic);
  return (
    <fieldset className="idm-admin-approval resource-admin-binding">
      <legend>{t('resourceAdmin.binding.legend')}</legend>
      <Picker
        label={t('resourceAdmin.binding.entitlement')}
        tabs={['driverEntitlement']}
        mode="single"
        value={
          value
            ? [
                {
                  itemType: 'driverOrEntitlement',
                  subType: 'entitlement',
                  dn: value.entitlementDn,
                  name: `${value.driverName}: ${value.entitlementName}`,
                },
              ]
            : []
        }
        onChange={chooseEntitlement}
      />
      {value ? (
        <>
          <div role="radiogroup" aria-label={t('resourceAdmin.binding.valueKind')} className="idm-admin-approval-types">
            <label>
              <input type="radio" name={`${id}-kind`} checked={!dynamic} onChange={() => onDynamicChange(false)} />
              {t('resourceAdmin.binding.static')}
            </label>
            <label>
              <input
                type="radio"
                name={`${id}-kind`}
                checked={dynamic}
                onChange={() => {
                  onDynamicChange(true);
                  onChange({ ...value, value: '', valueName: '' });
                }}
              />
              {t('resourceAdmin.binding.dynamic')}
            </label>
          </div>
          {dynamic ? (
            <p className="idm-admin-approval-summary">{t('resourceAdmin.binding.dynamicHint')}</p>
          ) : (
            <Picker
              label={t('resourceAdmin.binding.value')}
              tabs={['entitlementValues']}
              mode="single"
              entitlement={{ dn: value.entitlementDn, driverDn: value.driverDn, fromEntitlementComponent: true }}
              value={
                value.value
                  ? [
                      {
                        itemType: 'entitlementValues',
                        id: value.value,
                        value: value.value,
                        valueDisplayName: value.valueName,
                      },
                    ]
                  : []
              }
              onChange={(items) => {
                const item = items[0];
                onChange({ ...value, value: item?.value ?? item?.id ?? '', valueName: item?.valueDisplayName ?? '' });
              }}
              required
              errorText={t('resourceAdmin.binding.valueRequired')}
            />
          )}
          {showErrors && problem ? (
            <p className="idm-admin-error" role="alert">
              {t('resourceAdmin.binding.valueRequired')}
            </p>
          ) : null}
        </>
      ) : (
        <p className="idm-admin-approval-summary">{t('resourceAdmin.binding.none')}</p>
      )}
    </fieldset>
  );
}
