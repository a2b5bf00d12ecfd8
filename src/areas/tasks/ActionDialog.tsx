import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { useStylesIn } from '../../ui/area/use-area-styles';
import taskDetailStyles from './task-detail.css?inline';

export interface ActionDialogProps {
  heading: string;
  /** What the action does, said before the comment field. */
  description?: ReactNode;
  confirmLabel: string;
  /** The comment must not be blank (Comment). */
  commentRequired?: boolean;
  /** Other fields (the reassign picker). */
  children?: ReactNode;
  /** Disables the confirm button (e.g. no user picked yet). */
  confirmDisabled?: boolean;
  pending?: boolean;
  onConfirm(comment: string): void;
  onClose(): void;
}

/** Confirms an action on tasks, with a comment (optional unless said otherwise). */
export function ActionDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const commentId = useId();
  const errorId = useId();
  // The dialogs' rules (task-detail.css) come with them: the bulk decision opens one from the list.
  const field = useRef<HTMLDivElement>(null);
  useStylesIn(field, taskDetailStyles);
  const missing = props.commentRequired === true && comment.trim() === '';
  const confirm = () => {
    setTouched(true);
    if (!missing && !props.confirmDisabled) props.onConfirm(comment.trim());
  };

  return (
    <Dialog
      open
      heading={props.heading}
      onClose={props.onClose}
      className="task-action-dialog"
      footer={
        <>
          <button
            type="button"
            className="idm-button"
            disabled={props.pending || props.confirmDisabled}
            onClick={confirm}
          >
            {props.confirmLabel}
          </button>
          <button type="button" className="idm-button secondary" onClick={props.onClose}>
            {t('taskViews.dialog.cancel')}
          </button>
        </>
      }
    >
      {props.description ? <div className="task-action-description">{props.description}</div> : null}
      {props.children}
      <div ref={field} className="task-form-field task-comment-field">
        <label htmlFor={commentId}>
          {props.commentRequired ? t('taskViews.dialog.comment') : t('taskViews.dialog.commentOptional')}
        </label>
        <textarea
          id={commentId}
          rows={4}
          dir="auto"
          value={comment}
          required={props.commentRequired}
          aria-invalid={touched && missing}
          aria-describedby={touched && missing ? errorId : undefined}
          onChange={(event) => setComment(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        {touched && missing ? (
          <span id={errorId} className="tasks-field-error">
            {t('taskViews.dialog.required')}
          </span>
        ) : null}
      </div>
    </Dialog>
  );
}
