import { errorMessage } from '../../core/errors';
import { commonName } from '../../domain/format';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { Dialog } from '../../ui/Dialog';
import { requestFormUrl } from '../../api/access';
import { useCore, useTranslation } from '../../core/react';
import { approvalSummary, itemApproval } from './approval-summary';
import { kindLabel } from './messages';
import type { CatalogItem, ItemDetails } from './model';
import { useItemDetails } from './item-details-query';
import { ServerFormLink } from './ServerFormLink';

export interface ItemDetailsDialogProps {
  item: CatalogItem | null;
  inCart: boolean;
  onClose(): void;
  onToggleCart(item: CatalogItem): void;
}

/** Description, categories, owners, approval, parameters and bulk-request rule of one item. */
export function ItemDetailsDialog({ item, inCart, onClose, onToggleCart }: ItemDetailsDialogProps) {
  const { t } = useTranslation();
  const details = useItemDetails(item);
  return (
    <Dialog
      open={item !== null}
      heading={item?.name ?? ''}
      onClose={onClose}
      className="ra-details-dialog"
      footer={
        item ? (
          <>
            <button
              type="button"
              className={inCart ? 'idm-button secondary' : 'idm-button'}
              onClick={() => onToggleCart(item)}
            >
              {inCart ? t('requestAccess.item.removeFromCart') : t('requestAccess.item.addToCart')}
            </button>
            <button type="button" className="idm-button secondary" onClick={onClose}>
              {t('common.close')}
            </button>
          </>
        ) : null
      }
    >
      {details.isPending ? (
        <ComponentLoader label={t('requestAccess.details.loading')} />
      ) : details.isError ? (
        <p className="idm-alert danger" role="alert">
          {errorMessage(details.error, (key) => t(key))}
        </p>
      ) : (
        <DetailsBody details={details.data} />
      )}
    </Dialog>
  );
}

export function DetailsBody({ details }: { details: ItemDetails }) {
  const { t } = useTranslation();
  const core = useCore();
  const summary = approvalSummary(t, itemApproval(details), details.approval.parallel === true);
  const expiration = details.expiration;
  return (
    <dl className="ra-details">
      <dt>{t('requestAccess.details.type')}</dt>
      <dd>{kindLabel(t, details.kind)}</dd>

      <dt>{t('requestAccess.details.description')}</dt>
      <dd className="ra-prewrap" dir="auto">
        {details.description || t('requestAccess.details.noDescription')}
      </dd>

      <dt>{t('requestAccess.details.categories')}</dt>
      <dd>
        {details.categories.length > 0
          ? details.categories.map((c) => c.name).join(', ')
          : t('requestAccess.details.none')}
      </dd>

      <dt>{t('requestAccess.details.owners')}</dt>
      <dd>
        {details.owners.length > 0 ? (
          <ul className="ra-plain-list">
            {details.owners.map((owner) => (
              <li key={owner.dn}>{owner.name || commonName(owner.dn)}</li>
            ))}
          </ul>
        ) : (
          t('requestAccess.details.none')
        )}
      </dd>

      <dt>{t('requestAccess.details.approval')}</dt>
      <dd>
        <span className="ra-approval-title">{summary.title}</span>
        {summary.approvers.length > 0 ? (
          <ol className="ra-plain-list ra-approvers" aria-label={t('requestAccess.details.approvers')}>
            {summary.approvers.map((name, index) => (
              <li key={index}>{name}</li>
            ))}
          </ol>
        ) : null}
      </dd>

      {details.parameters.length > 0 ? (
        <>
          <dt>{t('requestAccess.details.parameters')}</dt>
          <dd>
            <ul className="ra-plain-list">
              {details.parameters.map((field) => (
                <li key={field.key}>
                  {field.label}
                  {field.required ? ` (${t('requestAccess.details.required')})` : ''}
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}

      <dt>{t('requestAccess.details.bulk')}</dt>
      <dd>{details.bulkRequestable ? t('requestAccess.details.yes') : t('requestAccess.details.no')}</dd>

      {details.allowsDates ? (
        <>
          <dt>{t('requestAccess.details.expiration')}</dt>
          <dd>
            {expiration.required
              ? t('requestAccess.details.expiryRequired')
              : t('requestAccess.details.expiryOptional')}
            {expiration.maxDuration ? ` ${limitText(t, expiration.maxDuration)}` : ''}
          </dd>
        </>
      ) : null}

      {details.needsServerForm ? (
        <>
          <dt>{t('requestAccess.details.form')}</dt>
          <dd>
            <ServerFormLink
              href={requestFormUrl(core, { dn: details.id, entityType: details.kind })}
              name={details.name}
            />
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function limitText(
  t: ReturnType<typeof useTranslation>['t'],
  limit: NonNullable<ItemDetails['expiration']['maxDuration']>,
): string {
  if (limit.unit === 'Y') return t('requestAccess.details.maxYears', { amount: limit.amount });
  if (limit.unit === 'M') return t('requestAccess.details.maxMonths', { amount: limit.amount });
  return t('requestAccess.details.maxDays', { amount: limit.amount });
}
