import { useState } from 'react';
import { useTranslation } from '../../core/react';
import { useCreateResourcesFromEntitlement } from '../../api/resource-admin';
import type { PickerItem } from '../../domain/picker-item';
import { driverOfEntitlement, namesFromValues, validateResourceName } from '../../domain/resource-admin';
import { FormAlert } from '../../ui/area/FormAlert';
import { Dialog } from '../../ui/Dialog';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { EntitlementPicker } from './EntitlementPickers';
import ResourcePagesStyles from './ResourcePagesStyles';
import { ResourcePagesTexts } from './ResourcePagesTexts';

/**
 * Creates resources from many values of one entitlement at once (POST catalog/resources?fromEntitlement=true): the
 * entitlement from the Driver/Entitlement tree, its values from the Entitlement Values tab, a name for each (proposed
 * as '<entitlement> <value>', editable, validated). The answer lists what was made and what failed.
 */
export function FromEntitlementDialog({ onClose }: { onClose(): void }) {
  return (
    <ResourcePagesStyles>
      <ResourcePagesTexts>
        <ResourcesFromEntitlement onClose={onClose} />
      </ResourcePagesTexts>
    </ResourcePagesStyles>
  );
}

function ResourcesFromEntitlement({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const create = useCreateResourcesFromEntitlement();
  const [entitlement, setEntitlement] = useState<{ dn: string; name: string } | null>(null);
  const [values, setValues] = useState<PickerItem[]>([]);
  const [names, setNames] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);

  const proposed = entitlement
    ? namesFromValues(
        entitlement.name,
        values.map((v) => ({ valueName: v.valueDisplayName ?? v.value ?? '' })),
      )
    : [];
  const rows = values.map((v, index) => {
    const key = v.value ?? v.id ?? '';
    return { key, valueName: v.valueDisplayName ?? key, name: names[key] ?? proposed[index] ?? '' };
  });
  const problems = rows.filter((row) => validateResourceName(row.name) !== null);

  const submit = async () => {
    setTried(true);
    if (!entitlement || rows.length === 0 || problems.length > 0) return;
    try {
      await create.mutateAsync({
        driverDn: driverOfEntitlement(entitlement.dn),
        entitlementDn: entitlement.dn,
        categories: [],
        values: rows.map((row) => ({ value: row.key, valueName: row.valueName, resourceName: row.name })),
      });
      onClose();
    } catch {
      // The banner says why; the choice stays.
    }
  };

  return (
    <Dialog
      open
      heading={t('resourceAdminPages.fromEntitlement.heading')}
      onClose={() => (create.isPending ? undefined : onClose())}
      footer={
        <>
          <button type="button" className="idm-button" disabled={create.isPending} onClick={() => void submit()}>
            {t('resourceAdminPages.fromEntitlement.create', { number: rows.length })}
          </button>
          <button type="button" className="idm-button secondary" onClick={onClose}>
            {t('resourceAdmin.cancel')}
          </button>
        </>
      }
    >
      <div className="idm-admin-form">
        <EntitlementPicker
          label={t('resourceAdminPages.binding.entitlement')}
          value={entitlement}
          onChange={(chosen) => {
            setValues([]);
            setNames({});
            setEntitlement(chosen);
          }}
        />
        <FormAlert when={tried && !entitlement}>
          {t('resourceAdminPages.fromEntitlement.entitlementRequired')}
        </FormAlert>
        {entitlement ? (
          <Picker
            label={t('resourceAdminPages.fromEntitlement.values')}
            tabs={['entitlementValues']}
            mode="multi"
            entitlement={{
              dn: entitlement.dn,
              driverDn: driverOfEntitlement(entitlement.dn),
              fromEntitlementComponent: true,
            }}
            value={values}
            onChange={setValues}
          />
        ) : null}
        <FormAlert when={tried && entitlement && rows.length === 0}>
          {t('resourceAdminPages.fromEntitlement.valuesRequired')}
        </FormAlert>
        {rows.length > 0 ? (
          <ul className="resource-admin-values" aria-label={t('resourceAdminPages.fromEntitlement.names')}>
            {rows.map((row) => {
              const problem = tried && validateResourceName(row.name) !== null;
              const fieldId = `resource-admin-from-${row.key}`;
              return (
                <li key={row.key} className="idm-admin-field">
                  <label htmlFor={fieldId}>
                    {t('resourceAdminPages.fromEntitlement.nameFor', { value: row.valueName })}
                  </label>
                  <input
                    id={fieldId}
                    dir="auto"
                    value={row.name}
                    aria-invalid={problem}
                    aria-describedby={problem ? `${fieldId}-error` : undefined}
                    onChange={(e) => setNames((current) => ({ ...current, [row.key]: e.target.value }))}
                  />
                  {problem ? (
                    <p id={`${fieldId}-error`} className="idm-admin-error">
                      {t('resourceAdminPages.invalidCharacter')}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </Dialog>
  );
}
