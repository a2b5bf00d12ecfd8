import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { helpdeskQueries, useOpenTicket } from '../../api/entities';
import { useCore, useTranslation } from '../../core/react';
import { validateTicket, type TicketInput } from '../../domain/entities';
import type { ValidationError } from '../../domain/validators';

const EMPTY: TicketInput = { category: '', subject: '', description: '' };

/**
 * "Open a ticket" in the Help Desk dialog: a category (access/helpdesk), a subject and what happened; POST
 * access/helpdesk/ticket answers the ticket number, shown in place. Bad input is said beside its field; a failed
 * send keeps what was typed (the banner says why).
 */
export function HelpDeskTicketForm() {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const helpdesk = useQuery(helpdeskQueries.helpdesk(core));
  const open = useOpenTicket();
  const [value, setValue] = useState<TicketInput>(EMPTY);
  const [tried, setTried] = useState(false);
  const [ticket, setTicket] = useState<string | null>(null);
  const categories = helpdesk.data?.categories ?? [];
  const problems = validateTicket(
    value,
    categories.map((c) => c.key),
  );
  const message = (problem: ValidationError | null) =>
    !tried || problem === null
      ? null
      : problem.code === 'required'
        ? t('helpDesk.required')
        : problem.code === 'maxLength'
          ? t('helpDesk.tooLong')
          : t('helpDesk.chooseCategory');
  const set = (change: Partial<TicketInput>) => setValue((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(problems).some((p) => p !== null)) return;
    open
      .mutateAsync(value)
      .then((number) => {
        setTicket(number);
        setValue(EMPTY);
        setTried(false);
      })
      .catch(() => undefined);
  };
  const field = (key: keyof TicketInput) => {
    const error = message(problems[key]);
    return {
      id: `${id}-${key}`,
      'aria-invalid': error !== null,
      'aria-describedby': error !== null ? `${id}-${key}-error` : undefined,
      error,
    };
  };
  const errorOf = (key: keyof TicketInput) => {
    const { error, id: fieldId } = field(key);
    return error !== null ? (
      <p id={`${fieldId}-error`} className="idm-field-error">
        {error}
      </p>
    ) : null;
  };
  const { error: _c, ...category } = field('category');
  const { error: _s, ...subject } = field('subject');
  const { error: _d, ...description } = field('description');
  return (
    <form className="help-desk-ticket" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('helpDesk.openTicket')}</h3>
      {ticket ? (
        <p role="status" className="help-desk-ticket-done">
          {t('helpDesk.ticketOpened', { number: ticket })}
        </p>
      ) : null}
      <label htmlFor={category.id}>{t('helpDesk.category')}</label>
      <select {...category} value={value.category} onChange={(event) => set({ category: event.target.value })}>
        <option value="">{t('helpDesk.chooseCategory')}</option>
        {categories.map((c) => (
          <option key={c.key} value={c.key}>
            {c.label}
          </option>
        ))}
      </select>
      {errorOf('category')}
      <label htmlFor={subject.id}>{t('helpDesk.subject')}</label>
      <input {...subject} dir="auto" value={value.subject} onChange={(event) => set({ subject: event.target.value })} />
      {errorOf('subject')}
      <label htmlFor={description.id}>{t('helpDesk.description')}</label>
      <textarea
        {...description}
        dir="auto"
        rows={4}
        value={value.description}
        onChange={(event) => set({ description: event.target.value })}
      />
      {errorOf('description')}
      <div>
        <button type="submit" className="idm-button" disabled={open.isPending}>
          {open.isPending ? t('helpDesk.sending') : t('helpDesk.send')}
        </button>
      </div>
    </form>
  );
}
