import { useLoadedClientSettings } from '../../api/settings';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from '../../core/react';
import { useUserSchema } from '../../api/people';
import { labelSearchAttributes, searchAttributes, type SearchAttribute } from './catalog-model';

/** The console's own label of a default search attribute (used when the server gives none). */
export function defaultSearchLabel(t: TFunction, key: string): string | undefined {
  switch (key.toLowerCase()) {
    case 'firstname':
      return t('users.attributes.firstName');
    case 'lastname':
      return t('users.attributes.lastName');
    case 'email':
      return t('users.attributes.email');
    case 'telephonenumber':
      return t('users.attributes.telephoneNumber');
    default:
      return undefined;
  }
}

/**
 * The catalog's search attributes (the client's `searchLookup`, else the defaults), labelled by the user
 * schema (the server's labels, in the user's language), else by `searchLookup`, else by the console's
 * translations. Until the schema answers (or when it fails) the others stand in.
 */
export function useSearchAttributes(): SearchAttribute[] {
  const { t } = useTranslation();
  const clientSettings = useLoadedClientSettings();
  const schema = useUserSchema({ entityName: 'user' });
  const schemaAttributes = schema.data?.attributes;
  return useMemo(() => {
    const labels = new Map((schemaAttributes ?? []).map((a) => [a.key.toLowerCase(), a.label] as const));
    return labelSearchAttributes(
      searchAttributes(clientSettings),
      (key) => labels.get(key.toLowerCase()),
      (key) => defaultSearchLabel(t, key),
    );
  }, [clientSettings, schemaAttributes, t]);
}
