import { useTranslation } from '../../core/react';
import type { LocalizedText } from '../../domain/role-admin';
import { LocalizedTexts } from './LocalizedTexts';

export interface LocalizedNamesAndDescriptionsProps {
  /**
   * The area's translation namespace, whose `localizedNames`, `localizedDescriptions`, `language`,
   * `localizedText`, `addLanguage` and `removeLanguage` are used.
   */
  area: string;
  value: { localizedNames: readonly LocalizedText[]; localizedDescriptions: readonly LocalizedText[] };
  onChange(change: { localizedNames?: LocalizedText[]; localizedDescriptions?: LocalizedText[] }): void;
}

/** A catalogue object's name and description per language, each list with its add and remove buttons. */
export function LocalizedNamesAndDescriptions({ area, value, onChange }: LocalizedNamesAndDescriptionsProps) {
  const { t } = useTranslation();
  const labels = {
    language: t(`${area}.language`),
    text: (language: string) => t(`${area}.localizedText`, { language }),
    add: t(`${area}.addLanguage`),
    remove: (language: string) => t(`${area}.removeLanguage`, { language }),
  };
  return (
    <>
      <LocalizedTexts
        legend={t(`${area}.localizedNames`)}
        labels={labels}
        value={value.localizedNames}
        onChange={(localizedNames) => onChange({ localizedNames })}
      />
      <LocalizedTexts
        legend={t(`${area}.localizedDescriptions`)}
        labels={labels}
        value={value.localizedDescriptions}
        onChange={(localizedDescriptions) => onChange({ localizedDescriptions })}
      />
    </>
  );
}
