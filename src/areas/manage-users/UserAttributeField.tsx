import { useTranslation } from '../../core/react';
import type { PersonAttribute } from '../../api/people';
import { ChoiceSelect } from '../../ui/ChoiceSelect';
import type { PickerItem } from '../../ui/picker';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { isTime, isUserLookup } from './manage-model';

export interface UserAttributeFieldProps {
  id: string;
  attribute: PersonAttribute;
  /** The value as typed (one value a line when multi-valued). */
  value: string;
  onChange(value: string): void;
  /** The people chosen in a DN attribute's picker. */
  people: PickerItem[];
  onPeopleChange(items: PickerItem[]): void;
}

/** One attribute of the user being edited: people with the picker, choices as a select, others as text. */
export function UserAttributeField({
  id,
  attribute,
  value,
  onChange,
  people,
  onPeopleChange,
}: UserAttributeFieldProps) {
  const { t } = useTranslation();
  if (isUserLookup(attribute)) {
    return (
      <div className="idm-manage-users-field">
        <Picker
          label={attribute.label}
          tabs={['users']}
          mode={attribute.multivalued ? 'multi' : 'single'}
          value={people}
          onChange={(items) => {
            onPeopleChange(items);
            onChange(items.flatMap((item) => (item.dn ? [item.dn] : [])).join('\n'));
          }}
        />
      </div>
    );
  }
  return (
    <div className="idm-manage-users-field">
      <label htmlFor={id}>{attribute.label}</label>
      {attribute.choices.length > 0 ? (
        <ChoiceSelect
          id={id}
          choices={attribute.choices}
          emptyLabel={t('manageUsers.none')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : attribute.multivalued ? (
        <textarea id={id} rows={3} value={value} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          id={id}
          type={isTime(attribute) ? 'datetime-local' : 'text'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {attribute.multivalued ? <p className="idm-field-hint">{t('manageUsers.oneValuePerLine')}</p> : null}
    </div>
  );
}
