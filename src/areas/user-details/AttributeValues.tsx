import { Fragment } from 'react';
import { useTranslation } from '../../core/react';
import { formatDate, DATE_TIME_FORMAT } from '../../domain/date-format';
import { safeHref } from '../../domain/safe-url';
import type { PersonAttribute } from '../../api/people';
import { useDateLocale } from '../../ui/dates/date-locale';
import { QuickInfoTrigger } from '../../ui/quick-info';
import { attributeKind, displayValues, entityHref, mailtoHref, telephoneHref, type DisplayValue } from './attributes';
import { userLinks } from './links';
import { RouteLink, useGo } from '../../ui/area';

/**
 * One attribute's values, rendered by type; several values are separated by commas (one a line for DNs).
 * Each value is isolated (`<bdi>`), so a Latin value keeps its order in a right-to-left page and the
 * value column stays aligned with the page's direction.
 */
export function AttributeValues({ node }: { node: PersonAttribute }) {
  const kind = attributeKind(node);
  const values = displayValues(node);
  const list = kind === 'userDn' || kind === 'entityDn' || values.length > 3;
  if (values.length === 0) return null;
  if (list) {
    return (
      <ul className="idm-user-attribute-list">
        {values.map((value, index) => (
          <li key={`${value.value}-${index}`}>
            <OneValue node={node} value={value} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <span className="idm-user-attribute-values">
      {values.map((value, index) => (
        <Fragment key={`${value.value}-${index}`}>
          {index > 0 ? ', ' : null}
          <OneValue node={node} value={value} />
        </Fragment>
      ))}
    </span>
  );
}

function OneValue({ node, value }: { node: PersonAttribute; value: DisplayValue }) {
  const { t } = useTranslation();
  const go = useGo();
  const dateLocale = useDateLocale();
  switch (attributeKind(node)) {
    case 'email':
      return <Link href={mailtoHref(value.value)} text={value.display} />;
    case 'telephone':
      return <Link href={telephoneHref(value.value)} text={value.display} />;
    case 'time':
      return <>{formatDate(value.value, DATE_TIME_FORMAT, dateLocale) || value.display}</>;
    case 'boolean':
      return (
        <>{isTrue(value.value) ? t('userDetails.yes') : isFalse(value.value) ? t('userDetails.no') : value.display}</>
      );
    case 'userDn':
      return (
        <QuickInfoTrigger dn={value.value} name={value.display} onViewMore={(dn) => go(userLinks.detail(dn))}>
          <bdi>{value.display}</bdi>
        </QuickInfoTrigger>
      );
    case 'entityDn': {
      const href = entityHref(node.lookupEntity, value.value);
      return href ? (
        <RouteLink href={href}>
          <bdi>{value.display}</bdi>
        </RouteLink>
      ) : (
        <bdi>{value.display}</bdi>
      );
    }
    default:
      return <bdi>{value.display}</bdi>;
  }
}

function Link({ href, text }: { href: string; text: string }) {
  const safe = safeHref(href);
  return safe ? (
    <a href={safe}>
      <bdi>{text}</bdi>
    </a>
  ) : (
    <bdi>{text}</bdi>
  );
}

const isTrue = (value: string) => value.toLowerCase() === 'true';
const isFalse = (value: string) => value.toLowerCase() === 'false';
