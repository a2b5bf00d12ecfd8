import { useId, useState, type FormEvent } from 'react';
import type { ValidationError } from '../../domain/validators';
import { Dialog } from '../Dialog';
import { LoadFailure } from '../LoadFailure';
import { IsolatedSentence, slot } from '../ServerText';

/** A category as the lookups read it and the delete call takes it. */
export interface AdminCategory {
  key: string;
  name: string;
}

/** What the dialog needs of a mutation (react-query's `useMutation` result has it). */
export interface CategoryMutation<Input> {
  isPending: boolean;
  mutateAsync(input: Input): Promise<unknown>;
}

/** The area's words (the dialog has none of its own). */
export interface CategoriesDialogLabels {
  /** The dialog's heading and the list's name: 'Role categories'. */
  heading: string;
  /** The new name's field. */
  name: string;
  add: string;
  /** The field's errors: empty, and a character section 5 forbids. */
  required: string;
  invalidCharacter: string;
  /** The list did not load. */
  failed: string;
  /** A category's Delete button, for a screen reader: 'Delete category IT'. */
  deleteOne(name: string): string;
  /** The confirmation, the category's name given as `nameSlot` (it stands in a `<bdi>`). */
  deleteQuestion(nameSlot: string): string;
  delete: string;
  confirmDelete: string;
  cancel: string;
}

export interface CategoriesDialogProps {
  /** Every category (the lookup's answer). */
  categories: {
    data?: { items: readonly AdminCategory[] };
    isError: boolean;
    error: unknown;
    refetch(): unknown;
  };
  /** Creates a category under the (trimmed) name. */
  create: CategoryMutation<string>;
  remove: CategoryMutation<AdminCategory>;
  /** The name rule (required, section 5's characters). */
  validate(name: string): ValidationError | null;
  labels: CategoriesDialogLabels;
  onClose(): void;
}

/**
 * An area's categories (roles, resources): every one listed, a new one added under a validated name, one
 * deleted after a confirmation (what is in it loses it). A failed save keeps what was typed; the banner says why.
 * Styles: `admin-page.css` (`idm-admin-category-form`, `idm-admin-categories`).
 */
export function CategoriesDialog({ categories, create, remove, validate, labels, onClose }: CategoriesDialogProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState<AdminCategory | null>(null);
  const problem = validate(name.trim());
  const busy = create.isPending || remove.isPending;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem) return;
    try {
      await create.mutateAsync(name.trim());
      setName('');
      setTried(false);
    } catch {
      // The banner says why; the name stays for another try.
    }
  };

  const confirmDelete = async (category: AdminCategory) => {
    try {
      await remove.mutateAsync(category);
    } catch {
      // The banner says why.
    } finally {
      setConfirming(null);
    }
  };

  const footer = confirming ? (
    <>
      <button
        type="button"
        className="idm-button danger"
        disabled={busy}
        onClick={() => void confirmDelete(confirming)}
      >
        {labels.confirmDelete}
      </button>
      <button type="button" className="idm-button secondary" onClick={() => setConfirming(null)}>
        {labels.cancel}
      </button>
    </>
  ) : undefined;

  return (
    <Dialog
      open
      heading={labels.heading}
      onClose={() => (busy ? undefined : confirming ? setConfirming(null) : onClose())}
      initialFocus={confirming ? '.idm-dialog-footer .idm-button' : undefined}
      footer={footer}
    >
      {confirming ? (
        <p>
          <IsolatedSentence text={labels.deleteQuestion(slot('name'))} values={{ name: confirming.name }} />
        </p>
      ) : (
        <div className="idm-admin-form">
          <form className="idm-admin-field idm-admin-category-form" noValidate onSubmit={(event) => void add(event)}>
            <label htmlFor={`${id}-name`}>{labels.name}</label>
            <input
              id={`${id}-name`}
              dir="auto"
              value={name}
              maxLength={256}
              aria-invalid={tried && problem !== null}
              aria-describedby={tried && problem ? `${id}-name-error` : undefined}
              onChange={(event) => setName(event.target.value)}
            />
            {tried && problem ? (
              <p id={`${id}-name-error`} className="idm-admin-error">
                {problem.code === 'required' ? labels.required : labels.invalidCharacter}
              </p>
            ) : null}
            <button type="submit" className="idm-button" disabled={busy}>
              {labels.add}
            </button>
          </form>
          {categories.isError ? (
            <LoadFailure message={labels.failed} error={categories.error} onRetry={() => void categories.refetch()} />
          ) : null}
          <ul className="idm-admin-categories" aria-label={labels.heading}>
            {(categories.data?.items ?? []).map((category) => (
              <li key={category.key}>
                <bdi>{category.name}</bdi>
                <button
                  type="button"
                  className="idm-button secondary"
                  disabled={busy}
                  aria-label={labels.deleteOne(category.name)}
                  onClick={() => setConfirming({ key: category.key, name: category.name })}
                >
                  {labels.delete}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
