import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonAttribute } from '../../api/people';
import { sectionHref } from '../../core/navigation';
import { formatDate, LONG_DATE_TIME_FORMAT } from '../../domain/date-format';
import { useDateLocale } from '../../ui/dates/date-locale';
import { AttributeValue } from '../../ui/quick-info/person-parts';
import { QuickInfoTrigger } from '../../ui/quick-info';
import { isBooleanAttribute, isDnAttribute, isTimeAttribute } from './attributes';
import { RouteLink, useGo } from '../../ui/area';

/** An attribute's values: people open their quick info, other DNs link, dates formatted, mail and phone linked. */
export function AttributeValues({ attribute }: { attribute: PersonAttribute }) {
  const { t } = useTranslation();
  const go = useGo();
  const dateLocale = useDateLocale();
  const values = attribute.values;
  if (values.length === 0) return <span className="idm-profile-empty">{t('profile.noValue')}</span>;

  if (isDnAttribute(attribute)) {
    const people = (attribute.lookupEntity ?? '').toLowerCase() === 'user-lookup';
    return (
      <span className="idm-profile-values">
        {values.map((value, index) => (
          <Fragment key={value.value}>
            {index > 0 ? ', ' : null}
            {people ? (
              <QuickInfoTrigger dn={value.value} name={value.display} onViewMore={(dn) => go(sectionHref('users', dn))}>
                <bdi>{value.display}</bdi>
              </QuickInfoTrigger>
            ) : (
              <EntityLink lookupEntity={attribute.lookupEntity} dn={value.value} name={value.display} />
            )}
          </Fragment>
        ))}
      </span>
    );
  }
  if (isTimeAttribute(attribute)) {
    return (
      <span>{values.map((v) => formatDate(v.value, LONG_DATE_TIME_FORMAT, dateLocale) || v.display).join(', ')}</span>
    );
  }
  if (isBooleanAttribute(attribute)) {
    return <span>{values.map((v) => (v.value === 'true' ? t('profile.yes') : t('profile.no'))).join(', ')}</span>;
  }
  return (
    <AttributeValue
      attributeKey={attribute.formatType.toLowerCase() === 'email' ? 'email' : attribute.key}
      values={values.map((v) => v.display)}
    />
  );
}

/** A DN of another entity: a link to its catalog page (`#/entities/<definition>/<dn>`), else its name. */
function EntityLink({ lookupEntity, dn, name }: { lookupEntity: string | null; dn: string; name: string }) {
  const definition = (lookupEntity ?? '').replace(/-lookup$/i, '').trim();
  if (!definition) return <bdi>{name}</bdi>;
  const href = definition.toLowerCase() === 'user' ? sectionHref('users', dn) : sectionHref('entities', definition, dn);
  return (
    <RouteLink href={href}>
      <bdi>{name}</bdi>
    </RouteLink>
  );
}
