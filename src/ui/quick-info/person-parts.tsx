// What every card of a person shows beside the name: the default image when there is no photo, and attribute values
// as text or links (mailto, tel). One module, so that the widgets that show people (the user catalog's cards, the
// profile, the org chart) load them as one file, and the quick-info popup, which every list of names opens, finds
// them there: with the values in the user catalog's chunk, each popup loaded that chunk and the list kit with it.
import { Fragment } from 'react';
import { safeHref } from '../../domain/safe-url';

export interface AttributeValueProps {
  /** The attribute key: `Email` (or `mail`) links with mailto, `TelephoneNumber` with tel. */
  attributeKey: string;
  values: string | readonly string[] | null | undefined;
  /** A link for plain values (e.g. an in-app route); rendered only when it is a safe URL. */
  href?: string;
}

const EMAIL_KEYS = new Set(['email', 'mail']);
const TELEPHONE_KEYS = new Set(['telephonenumber']);
const LETTER = /\p{L}/u;

/** An attribute's values as text or links; nothing when it has no value. */
export function AttributeValue({ attributeKey, values, href }: AttributeValueProps) {
  const list = (typeof values === 'string' ? [values] : (values ?? [])).map((v) => v.trim()).filter((v) => v !== '');
  if (list.length === 0) return null;
  return (
    <span className="idm-attribute-value">
      {list.map((value, index) => (
        <Fragment key={index}>
          {index > 0 ? ', ' : null}
          <ValueText value={value} target={linkFor(attributeKey, value, href)} />
        </Fragment>
      ))}
    </span>
  );
}

function ValueText({ value, target }: { value: string; target: string | null }) {
  // Each value isolated: a Latin value keeps its order in a right-to-left page, and one without letters
  // (a mobile number, an ID) reads left to right ('+1 555-299-5552', not '5552-299-555 1+').
  if (!target) return <bdi dir={LETTER.test(value) ? undefined : 'ltr'}>{value}</bdi>;
  // Phone numbers and e-mail addresses read left to right in every language ('+1 555…', not '555… 1+').
  const leftToRight = /^(tel|mailto):/i.test(target);
  return (
    <a href={target} dir={leftToRight ? 'ltr' : undefined} title={leftToRight ? value : undefined}>
      {leftToRight ? value : <bdi>{value}</bdi>}
    </a>
  );
}

function linkFor(attributeKey: string, value: string, href: string | undefined): string | null {
  const key = attributeKey.toLowerCase();
  if (EMAIL_KEYS.has(key)) return safeHref(`mailto:${value}`);
  if (TELEPHONE_KEYS.has(key)) return safeHref(`tel:${value.replace(/\s+/g, '')}`);
  return href === undefined ? null : safeHref(href);
}

/** The default user image: a silhouette drawn inline (no request, nothing for the CSP to block). */
export function DefaultUserImage() {
  return (
    <svg
      className="idm-quick-info-image idm-default-user-image"
      viewBox="0 0 64 64"
      width="64"
      height="64"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="idm-default-user-bg" cx="32" cy="32" r="32" />
      <circle className="idm-default-user-fg" cx="32" cy="25" r="11" />
      <path className="idm-default-user-fg" d="M12 54c2-11 10-17 20-17s18 6 20 17a32 32 0 0 1-40 0z" />
    </svg>
  );
}
