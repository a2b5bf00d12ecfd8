import type { SelectHTMLAttributes } from 'react';

export interface ChoiceSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** An attribute's choices: the stored key and the label shown. */
  choices: readonly { key: string; label: string }[];
  /** The first, empty option: 'None', 'Choose…'. */
  emptyLabel: string;
}

/** A select of an attribute's choices after an empty option that clears the value. */
export function ChoiceSelect({ choices, emptyLabel, ...select }: ChoiceSelectProps) {
  return (
    <select {...select}>
      <option value="">{emptyLabel}</option>
      {choices.map((choice) => (
        <option key={choice.key} value={choice.key}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
