import { useTranslation } from 'react-i18next';
import type { CatalogTableLabels } from './CatalogTable';

/**
 * A catalog table's words from an area's translation namespace: its `tableName`, `delete`, `deleteHeading`,
 * `deleteQuestion` (with `number`), `confirmDelete` and `cancel`.
 */
export function useCatalogTableLabels(area: string): CatalogTableLabels {
  const { t } = useTranslation();
  return {
    tableName: t(`${area}.tableName`),
    delete: t(`${area}.delete`),
    deleteHeading: t(`${area}.deleteHeading`),
    deleteQuestion: (number) => t(`${area}.deleteQuestion`, { number }),
    confirmDelete: t(`${area}.confirmDelete`),
    cancel: t(`${area}.cancel`),
  };
}
