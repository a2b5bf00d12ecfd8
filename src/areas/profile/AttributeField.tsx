import { useTranslation } from '../../core/react';
import type { PersonAttribute } from '../../api/people';
import { ChoiceSelect } from '../../ui/ChoiceSelect';
import type { PickerItem } from '../../ui/picker';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { fromDateInput, inputType, toDateInput } from './attribute-inputs';
import { isBooleanAttribute, isDnAttribute, isTimeAttribute } from './attributes';
import { MultiValueField } from './MultiValueField';

export interface AttributeFieldProps {
  id: string;
  attribute: PersonAttribute;
  values: string[];
  /** A required attribute left empty. */
  invalid: boolean;
  /** People's names by DN, for the picker. */
  names: Record<string, string>;
  /** The signed-in user, never offered as his own manager or assistant. */
  ownDn: string;
  set(values: string[]): void;
  /** The names of the people just chosen, by DN. */
  onPeopleChosen(names: Record<string, string>): void;
}

/** One of my editable attributes in the edit form, as the input its kind wants. */
export function AttributeField({
  id,
  attribute,
  values,
  invalid,
  names,
  ownDn,
  set,
  onPeopleChosen,
}: AttributeFieldProps) {
  const { t } = useTranslation();
  const requiredMessage = invalid ? (
    <span id={`${id}-error`} className="idm-profile-field-error">
      {t('profile.edit.required')}
    </span>
  ) : null;
  const described = invalid ? `${id}-error` : undefined;
  const label = (
    <>
      {attribute.label}
      {attribute.required ? (
        <span aria-hidden="true" className="idm-profile-required">
          {' '}
          *
        </span>
      ) : null}
    </>
  );

  if (isDnAttribute(attribute)) {
    const items: PickerItem[] = values.map((dn) => ({ itemType: 'user', dn, name: names[dn] ?? dn }));
    return (
      <div className="idm-profile-field wide">
        <Picker
          label={attribute.label}
          tabs={['users']}
          mode={attribute.multivalued ? 'multi' : 'single'}
          value={items}
          required={attribute.required}
          excluded={[ownDn]}
          onChange={(next) => {
            onPeopleChosen(Object.fromEntries(next.map((i) => [i.dn ?? '', i.fullName || i.name || i.dn || ''])));
            set(next.map((i) => i.dn ?? '').filter(Boolean));
          }}
        />
        {requiredMessage}
      </div>
    );
  }
  if (isBooleanAttribute(attribute)) {
    return (
      <div className="idm-profile-field">
        <label className="idm-check">
          <input
            type="checkbox"
            checked={values[0] === 'true'}
            onChange={(event) => set([String(event.target.checked)])}
          />
          {attribute.label}
        </label>
      </div>
    );
  }
  if (attribute.choices.length > 0 && !attribute.multivalued) {
    return (
      <div className="idm-profile-field">
        <label htmlFor={id}>{label}</label>
        <ChoiceSelect
          id={id}
          className="idm-profile-select"
          choices={attribute.choices}
          emptyLabel={t('profile.edit.choose')}
          value={values[0] ?? ''}
          aria-invalid={invalid || undefined}
          aria-describedby={described}
          aria-required={attribute.required || undefined}
          onChange={(event) => set([event.target.value])}
        />
        {requiredMessage}
      </div>
    );
  }
  if (attribute.multivalued) {
    return (
      <MultiValueField
        attribute={attribute}
        values={values}
        invalid={invalid}
        describedBy={described}
        legend={label}
        message={requiredMessage}
        set={set}
      />
    );
  }
  const time = isTimeAttribute(attribute);
  return (
    <div className="idm-profile-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="idm-profile-input"
        type={time ? 'date' : inputType(attribute)}
        value={time ? toDateInput(values[0] ?? '') : (values[0] ?? '')}
        aria-invalid={invalid || undefined}
        aria-required={attribute.required || undefined}
        aria-describedby={described}
        onChange={(event) => set([time ? fromDateInput(event.target.value) : event.target.value])}
      />
      {requiredMessage}
    </div>
  );
}
