import { Fragment, type ReactNode } from 'react';
import { toDate } from '../../domain/format';
import { ComponentLoader } from '../ComponentLoader';
import { DateTime } from '../dates/DateTime';
import { Heading } from '../Heading';

/*
 * The parts of an area's details page (a task, a request) below the way back to the list (DetailBackLink.tsx): facts, dated
 * timelines and comments. Styles: `detail-page.css` (imported by the area's stylesheet).
 */

/** A details page while its data loads: the way back and the loader, busy and named. */
export function DetailLoading({ className, label, back }: { className: string; label: string; back: ReactNode }) {
  return (
    <section className={className} aria-busy="true" aria-label={label}>
      {back}
      <ComponentLoader />
    </section>
  );
}

export interface DetailUnavailableProps {
  className: string;
  titleId: string;
  back: ReactNode;
  /** The page's heading ('Task'). */
  title: string;
  /** Why it is not shown: the error's message, or 'not available'. */
  message: string;
}

/** A details page whose data could not be read: the way back, the heading and why, as an alert. */
export function DetailUnavailable({ className, titleId, back, title, message }: DetailUnavailableProps) {
  return (
    <section className={className} aria-labelledby={titleId}>
      {back}
      <Heading id={titleId}>{title}</Heading>
      <div className="idm-alert danger" role="alert">
        {message}
      </div>
    </section>
  );
}

export interface FactProps {
  label: string;
  children: ReactNode;
  /** The value is free text of people or the server (names, reasons): either direction. */
  freeText?: boolean;
}

/** One term and its value of a `<dl>`; nothing when the value is empty. */
export function Fact({ label, children, freeText = false }: FactProps) {
  if (children === '' || children === null || children === undefined) return null;
  return (
    <div className="idm-fact">
      <dt>{label}</dt>
      <dd dir={freeText ? 'auto' : undefined}>{children}</dd>
    </div>
  );
}

/** A date fact in the console's language; nothing for a missing date. */
export function DateFact({
  label,
  value,
  suffix,
}: {
  label: string;
  value: number | null;
  suffix?: (date: Date) => string;
}) {
  const date = value ? toDate(value) : null;
  if (!date) return null;
  return (
    <Fact label={label}>
      <DateTime value={date} suffix={suffix ? suffix(date) : ''} />
    </Fact>
  );
}

/** A titled card of the details (a region named by its heading). */
export function DetailCard({
  id,
  heading,
  children,
  className,
}: {
  id: string;
  heading: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={className ? `idm-detail-card ${className}` : 'idm-detail-card'} aria-labelledby={id}>
      <Heading depth={1} id={id}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}

/**
 * An identifier made of parts ('UARest#ProcessRequest#20261123-16', a DN 'cn=Laptop,cn=ResourceDefs,…'): each
 * part stays whole, and a narrow column breaks the line only after a separator (#, /, a DN's comma), never inside
 * a part.
 */
export function IdentifierText({ value }: { value: string }) {
  const parts = value.split(/(?<=[#/,])/);
  return (
    <span className="idm-identifier" dir="ltr">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className="idm-identifier-part">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}

export { CommentList, Timeline, type CommentItem, type TimelineItem } from './DetailHistory';
