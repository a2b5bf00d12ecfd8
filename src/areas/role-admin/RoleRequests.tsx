import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { historyListQuery } from '../../api/access';
import { useCore, useTranslation } from '../../core/react';
import { ROLE_REQUEST_STATUSES } from '../../domain/request-states';
import { DateTime } from '../../ui/dates/DateTime';
import { LoadFailure } from '../../ui/LoadFailure';
import { Heading } from '../../ui/Heading';

/** The requests for a role (spec: requests status by item, type and status), newest first. */
export function RoleRequests({ dn }: { dn: string }) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const [status, setStatus] = useState('');
  const requests = useQuery(
    historyListQuery(core, {
      item: dn,
      type: 'role',
      size: 25,
      sortBy: 'requestDate',
      sortOrder: 'desc',
      ...(status === '' ? {} : { status: [status] }),
    }),
  );
  const items = requests.data?.items ?? [];
  return (
    <section className="idm-admin-card" part="role-requests" aria-label={t('roleAdminEditor.requests')}>
      <div className="idm-admin-card-header">
        <Heading depth={1}>{t('roleAdminEditor.requests')}</Heading>
        <label htmlFor={id}>{t('roleAdminEditor.requestStatus')}</label>
        <select id={id} value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">{t('roleAdminEditor.allStatuses')}</option>
          {ROLE_REQUEST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`roleAdminEditor.requestStatusName.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {requests.isError ? <LoadFailure error={requests.error} onRetry={() => void requests.refetch()} /> : null}
      {requests.isSuccess && items.length === 0 ? <p>{t('roleAdminEditor.noRequests')}</p> : null}
      <ul className="role-admin-requests">
        {items.map((request) => (
          <li key={request.id}>
            <bdi>{request.recipientName || request.recipientDn}</bdi> · <span dir="auto">{request.status}</span> ·{' '}
            <DateTime value={request.requestDate} />
          </li>
        ))}
      </ul>
    </section>
  );
}
