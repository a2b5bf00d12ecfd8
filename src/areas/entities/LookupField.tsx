import type { PickerItem } from '../../domain/picker-item';
import { lookupDefinition } from '../../domain/entities';
import { pickerItemLabel } from '../../domain/picker-item';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { useEntityDefinitions } from './queries';
import { FieldError, type AttributeFieldProps } from './FieldError';

/** A DN attribute: the users picker for user lookups, else the entity tab of the definition it points to. */
export function LookupField({
  id,
  attribute: a,
  label,
  values,
  names,
  error,
  onChange,
}: Omit<AttributeFieldProps, 'readOnly'> & { label: string }) {
  const definitions = useEntityDefinitions();
  const target = lookupDefinition(a.lookupEntity);
  const isUser = target.toLowerCase() === 'user';
  const targetDefinition = definitions.data?.find((d) => d.key === target);
  const items: PickerItem[] = values.map((dn) => {
    const name = names[dn.toLowerCase()] ?? dn;
    return isUser
      ? { itemType: 'user', dn, fullName: name, name }
      : { itemType: 'entity', dn, entityDisplayValue: name, entityType: target };
  });
  return (
    <div className="idm-admin-field entities-field" id={id}>
      <Picker
        label={label}
        tabs={
          isUser
            ? ['users']
            : [
                {
                  id: 'entity',
                  entityKey: target,
                  label: targetDefinition?.display ?? target,
                  searchAttributes: (targetDefinition?.attributes ?? [])
                    .filter((x) => x.isSearchable)
                    .map((x) => ({
                      key: x.key,
                      displayLabel: x.displayLabel,
                      isSearchable: true,
                      dataType: x.dataType,
                    })),
                },
              ]
        }
        mode={a.isMultivalued ? 'multi' : 'single'}
        required={a.isRequired}
        value={items}
        onChange={(picked) =>
          onChange(
            picked.map((item) => item.dn ?? ''),
            Object.fromEntries(picked.map((item) => [(item.dn ?? '').toLowerCase(), pickerItemLabel(item)])),
          )
        }
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
