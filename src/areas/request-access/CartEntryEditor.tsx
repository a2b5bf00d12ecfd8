import { useId } from 'react';
import { errorMessage } from '../../core/errors';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { requestFormUrl } from '../../api/access';
import { useCore, useTranslation } from '../../core/react';
import type { CartEntry } from './cart-store';
import type { EntryCheck } from './cart-validation';
import { dateBounds, type DateError } from './expiration';
import { dateErrorText } from './form-messages';
import { kindLabel } from './messages';
import type { ItemDetails } from './model';
import { RequestFormFields } from './RequestFormFields';
import { ServerFormLink } from './ServerFormLink';
import type { FormValues } from './request-form';

export interface CartEntryEditorProps {
  entry: CartEntry;
  details: ItemDetails | undefined;
  detailsError: unknown;
  check: EntryCheck | undefined;
  showErrors: boolean;
  onRemove(key: string): void;
  onChange(key: string, patch: Partial<Pick<CartEntry, 'effectiveDate' | 'expiryDate' | 'formValues'>>): void;
}

/** One item in the cart: its dates (where allowed), its request form, or the link to the server's form. */
export function CartEntryEditor({
  entry,
  details,
  detailsError,
  check,
  showErrors,
  onRemove,
  onChange,
}: CartEntryEditorProps) {
  const { t } = useTranslation();
  const core = useCore();
  const nameId = useId();
  return (
    <li className="ra-cart-entry" aria-labelledby={nameId}>
      <div className="ra-cart-entry-head">
        <div>
          <p id={nameId} className="ra-cart-entry-name" dir="auto">
            {entry.item.name}
          </p>
          <span className="ra-badge">{kindLabel(t, entry.item.kind)}</span>
        </div>
        <button
          type="button"
          className="idm-icon-button"
          aria-label={t('requestAccess.cart.remove', { name: entry.item.name })}
          onClick={() => onRemove(entry.key)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {!details ? (
        detailsError ? (
          <p className="ra-error" role="alert">
            {errorMessage(detailsError, (key) => t(key))}
          </p>
        ) : (
          <ComponentLoader label={t('requestAccess.details.loading')} />
        )
      ) : (
        <>
          {check?.notBulk ? <p className="ra-error">{t('requestAccess.cart.notBulk')}</p> : null}
          {details.allowsDates ? (
            <DateFields
              entry={entry}
              details={details}
              errors={(check?.dates ?? []).filter(
                (e) => showErrors || Boolean(e.field === 'effectiveDate' ? entry.effectiveDate : entry.expiryDate),
              )}
              onChange={onChange}
            />
          ) : null}
          {details.needsServerForm ? (
            <p className="ra-server-form">
              <ServerFormLink
                href={requestFormUrl(core, { dn: details.id, entityType: details.kind })}
                name={entry.item.name}
              />
            </p>
          ) : (
            <RequestFormFields
              fields={details.parameters}
              values={entry.formValues}
              onChange={(formValues: FormValues) => onChange(entry.key, { formValues })}
              showAllErrors={showErrors}
              legend={t('requestAccess.form.legend', { name: entry.item.name })}
            />
          )}
        </>
      )}
    </li>
  );
}

function DateFields({
  entry,
  details,
  errors,
  onChange,
}: {
  entry: CartEntry;
  details: ItemDetails;
  errors: readonly DateError[];
  onChange: CartEntryEditorProps['onChange'];
}) {
  const { t } = useTranslation();
  const effectiveId = useId();
  const expiryId = useId();
  const effectiveError = errors.find((e) => e.field === 'effectiveDate');
  const expiryError = errors.find((e) => e.field === 'expiryDate');
  const bounds = dateBounds(details.expiration, entry.effectiveDate);
  const limit = details.expiration.maxDuration;
  const hintId = `${expiryId}-hint`;
  const expiryDescribedBy =
    [limit ? hintId : '', expiryError ? `${expiryId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ra-dates">
      <div className={`ra-field${effectiveError ? ' invalid' : ''}`}>
        <label htmlFor={effectiveId}>{t('requestAccess.dates.effective')}</label>
        <input
          id={effectiveId}
          type="date"
          value={entry.effectiveDate ?? ''}
          min={bounds.effectiveMin}
          aria-invalid={effectiveError ? true : undefined}
          aria-describedby={effectiveError ? `${effectiveId}-error` : undefined}
          onChange={(event) => onChange(entry.key, { effectiveDate: event.currentTarget.value || undefined })}
        />
        {effectiveError ? (
          <p id={`${effectiveId}-error`} className="ra-error">
            {dateErrorText(t, effectiveError)}
          </p>
        ) : null}
      </div>
      <div className={`ra-field${expiryError ? ' invalid' : ''}`}>
        <label htmlFor={expiryId}>
          {t('requestAccess.dates.expiry')}
          {details.expiration.required ? (
            <span className="ra-required" aria-hidden="true">
              {' *'}
            </span>
          ) : null}
        </label>
        <input
          id={expiryId}
          type="date"
          value={entry.expiryDate ?? ''}
          min={bounds.expiryMin}
          max={bounds.expiryMax}
          aria-required={details.expiration.required || undefined}
          aria-invalid={expiryError ? true : undefined}
          aria-describedby={expiryDescribedBy}
          onChange={(event) => onChange(entry.key, { expiryDate: event.currentTarget.value || undefined })}
        />
        {limit ? (
          <p id={hintId} className="ra-help">
            {limitHint(t, limit)}
          </p>
        ) : null}
        {expiryError ? (
          <p id={`${expiryId}-error`} className="ra-error">
            {dateErrorText(t, expiryError)}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function limitHint(
  t: ReturnType<typeof useTranslation>['t'],
  limit: NonNullable<ItemDetails['expiration']['maxDuration']>,
): string {
  if (limit.unit === 'Y') return t('requestAccess.dates.limitYears', { amount: limit.amount });
  if (limit.unit === 'M') return t('requestAccess.dates.limitMonths', { amount: limit.amount });
  return t('requestAccess.dates.limitDays', { amount: limit.amount });
}
