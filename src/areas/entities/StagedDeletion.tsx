import { useTranslation } from '../../core/react';
import { useDeleteEntityItems } from '../../api/entities/mutations';
import { useEntitiesNavigation } from './navigation';

export interface StagedDeletionProps {
  /** The definition whose items are marked. */
  entityKey: string;
  /** The marked items' DNs. */
  staged: ReadonlySet<string>;
  /** The marks are gone: saved, or discarded. */
  onClear(): void;
}

/**
 * The marked items' bar ('Entity deleted. Click Save to persist the changes.'): Save deletes them, Discard drops
 * the marks. Its own chunk with the deletion's write, which the list asks for as soon as rows are selected (before
 * the Delete that marks them), so the bar shows at once.
 */
export function StagedDeletion({ entityKey, staged, onClear }: StagedDeletionProps) {
  const { t } = useTranslation();
  const navigation = useEntitiesNavigation();
  const remove = useDeleteEntityItems();
  const save = async () => {
    const dns = [...staged];
    try {
      await remove.mutateAsync({ key: entityKey, dns });
      navigation.changed?.({ action: 'deleted', entityKey, dns });
      onClear();
    } catch {
      // The banner says why; the marks stay for another try.
    }
  };
  return (
    <div className="entities-staged" role="status" part="staged">
      <span>{t('entities.stagedMessage')}</span>
      <span>{t('entities.stagedCount', { number: staged.size })}</span>
      <button type="button" className="idm-button" disabled={remove.isPending} onClick={() => void save()}>
        {remove.isPending ? t('entities.saving') : t('entities.save')}
      </button>
      <button type="button" className="idm-button secondary" onClick={onClear}>
        {t('entities.discard')}
      </button>
    </div>
  );
}
