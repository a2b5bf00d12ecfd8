import { useId, useState } from 'react';
import { useTranslation } from '../../core/react';
import { Dialog } from '../../ui/Dialog';
import type { SodWarning } from './model';

export interface SodJustificationDialogProps {
  open: boolean;
  conflicts: readonly SodWarning[];
  busy: boolean;
  onCancel(): void;
  onSubmit(justification: string): void;
}

/** A conflicting request needs a justification before it is sent (it then goes to SoD approval). */
export function SodJustificationDialog({ open, conflicts, busy, onCancel, onSubmit }: SodJustificationDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} heading={t('requestAccess.sod.dialogHeading')} onClose={onCancel} className="ra-sod-dialog">
      {open ? <JustificationForm conflicts={conflicts} busy={busy} onCancel={onCancel} onSubmit={onSubmit} /> : null}
    </Dialog>
  );
}

function JustificationForm({ conflicts, busy, onCancel, onSubmit }: Omit<SodJustificationDialogProps, 'open'>) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = text.trim() === '';
  return (
    <form
      className="ra-sod-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!missing && !busy) onSubmit(text.trim());
      }}
    >
      <p>{t('requestAccess.sod.explain')}</p>
      <SodList conflicts={conflicts} />
      <div className={`ra-field${touched && missing ? ' invalid' : ''}`}>
        <label htmlFor={id}>
          {t('requestAccess.sod.justification')}
          <span className="ra-required" aria-hidden="true">
            {' *'}
          </span>
        </label>
        <textarea
          id={id}
          rows={4}
          value={text}
          aria-required="true"
          aria-invalid={touched && missing ? true : undefined}
          aria-describedby={touched && missing ? `${id}-error` : undefined}
          onChange={(event) => setText(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
        />
        {touched && missing ? (
          <p id={`${id}-error`} className="ra-error">
            {t('requestAccess.sod.justificationRequired')}
          </p>
        ) : null}
      </div>
      <div className="ra-actions">
        <button type="submit" className="idm-button" disabled={busy} aria-busy={busy}>
          {t('requestAccess.sod.submit')}
        </button>
        <button type="button" className="idm-button secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Marks the translated sentence carries in place of the names, to be replaced by isolated names. */
const SLOTS = { sodName: '\uE000sod\uE000', perm1Name: '\uE000perm1\uE000', perm2Name: '\uE000perm2\uE000' } as const;

/**
 * 'SoD name: A conflicts with B' for each conflict. The names come from the server in any script, so
 * each is isolated (`<bdi>`) within the sentence of the console's language.
 */
export function SodList({ conflicts }: { conflicts: readonly SodWarning[] }) {
  const { t } = useTranslation();
  if (conflicts.length === 0) return null;
  const sentence = t('requestAccess.sod.conflict', { ...SLOTS });
  const parts = sentence.split(/(\uE000\w+\uE000)/);
  return (
    <ul className="ra-sod-list">
      {conflicts.map((sod, index) => {
        const names = new Map([
          [SLOTS.sodName, sod.sodName],
          [SLOTS.perm1Name, sod.perm1Name],
          [SLOTS.perm2Name, sod.perm2Name],
        ] as const);
        return (
          <li key={index}>
            {parts.map((part, i) => {
              const name = names.get(part as (typeof SLOTS)[keyof typeof SLOTS]);
              return name === undefined ? part : <bdi key={i}>{name}</bdi>;
            })}
            {sod.recipientName ? (
              <>
                {' ('}
                <bdi>{sod.recipientName}</bdi>
                {')'}
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
