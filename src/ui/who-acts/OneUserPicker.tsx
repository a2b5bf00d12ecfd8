import type { NamedRef } from '../../api/who-acts';
import { choiceOf, itemOf } from '../area';
import { LazyPicker as Picker } from '../picker/LazyPicker';

export interface OneUserPickerProps {
  label: string;
  value: NamedRef | null;
  onChange(user: NamedRef | null): void;
  required?: boolean;
  /** Shown by the picker while a required choice is missing. */
  errorText?: string;
}

/** The picker's Users tab for one person (a delegate, a proxy), kept as DN and name. */
export function OneUserPicker({ value, onChange, ...picker }: OneUserPickerProps) {
  return (
    <Picker
      {...picker}
      tabs={['users']}
      value={value ? [itemOf({ ...value, type: 'user' })] : []}
      onChange={(items) => {
        const first = items[0];
        onChange(first ? { dn: choiceOf(first).dn, name: choiceOf(first).name } : null);
      }}
    />
  );
}
