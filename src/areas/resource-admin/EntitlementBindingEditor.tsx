import { useId } from 'react';
import { useTranslation } from '../../core/react';
import { commonName } from '../../domain/format';
import { bindingProblem, driverOfEntitlement, type EntitlementBinding } from '../../domain/resource-admin';
import { FormAlert } from '../../ui/area/FormAlert';
import { EntitlementPicker, EntitlementValuePicker, type ChosenEntitlement } from './EntitlementPickers';

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
  const chooseEntitlement = (chosen: ChosenEntitlement | null) => {
    if (!chosen) return onChange(null);
    const driverDn = driverOfEntitlement(chosen.dn);
    onChange({
      driverDn,
      driverName: commonName(driverDn),
      entitlementDn: chosen.dn,
      entitlementName: chosen.name,
      value: '',
      valueName: '',
    });
  };
  const problem = bindingProblem(value, dynamic);
  return (
    <fieldset className="idm-admin-approval resource-admin-binding">
      <legend>{t('resourceAdminPages.binding.legend')}</legend>
      <EntitlementPicker
        label={t('resourceAdminPages.binding.entitlement')}
        value={value ? { dn: value.entitlementDn, name: `${value.driverName}: ${value.entitlementName}` } : null}
        onChange={chooseEntitlement}
      />
      {value ? (
        <>
          <div
            role="radiogroup"
            aria-label={t('resourceAdminPages.binding.valueKind')}
            className="idm-admin-approval-types"
          >
            <label>
              <input type="radio" name={`${id}-kind`} checked={!dynamic} onChange={() => onDynamicChange(false)} />
              {t('resourceAdminPages.binding.static')}
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
              {t('resourceAdminPages.binding.dynamic')}
            </label>
          </div>
          {dynamic ? (
            <p className="idm-admin-approval-summary">{t('resourceAdminPages.binding.dynamicHint')}</p>
          ) : (
            <EntitlementValuePicker
              label={t('resourceAdminPages.binding.value')}
              entitlement={value}
              value={value.value}
              valueName={value.valueName}
              onChange={(chosen, valueName) => onChange({ ...value, value: chosen, valueName: valueName ?? '' })}
              required
              errorText={t('resourceAdminPages.binding.valueRequired')}
            />
          )}
          <FormAlert when={showErrors && problem}>{t('resourceAdminPages.binding.valueRequired')}</FormAlert>
        </>
      ) : (
        <p className="idm-admin-approval-summary">{t('resourceAdminPages.binding.none')}</p>
      )}
    </fieldset>
  );
}
