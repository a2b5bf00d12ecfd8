import { useTranslation } from '../../core/react';

/** The area's words (the table has none of its own). */
export interface CatalogTableLabels {
  /** Plural name of what the table lists ('roles'). */
  tableName: string;
  delete: string;
  deleteHeading: string;
  /** 'Delete these 2 roles?' */
  deleteQuestion(count: number): string;
  confirmDelete: string;
  cancel: string;
}

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
