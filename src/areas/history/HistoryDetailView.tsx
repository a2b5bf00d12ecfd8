import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../core/errors';
import { useCore } from '../../core/react';
import { formatDate, toDate } from '../../domain/format';
import { RESOURCE_REQUEST_OPERATIONS, ROLE_REQUEST_OPERATIONS } from '../../domain/request-states';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { Dialog } from '../../ui/Dialog';
import { QuickInfoTrigger, userDetailHref } from '../../ui/quick-info';
import { actionText, entityTypeLabel } from './columns';
import { useHistoryDetail, useRetractRequest } from './history-data';
import { timelineOrder, type HistoryDetail } from './history-model';
import { useHistoryNavigation } from './navigation';
import { RequestStatus } from './RequestStatus';
import { OpenLink, useGo } from '../../ui/area';

/** One request: what, for whom, by whom, dates, state, comments and the timeline; Retract while it may. */
export function HistoryDetailView({ entityType, requestId }: { entityType: string; requestId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const detail = useHistoryDetail(entityType, requestId);
  if (detail.isPending) {
    return (
      <section className="history-detail" aria-busy="true" aria-label={t('history.detail.loading', 'Loading request')}>
        <BackLink />
        <ComponentLoader />
      </section>
    );
  }
  if (detail.error || !detail.data) {
    return (
      <section className="history-detail" aria-labelledby={titleId}>
        <BackLink />
        <h1 id={titleId}>{t('history.detail.title', 'Request')}</h1>
        <div className="idm-alert danger" role="alert">
          {detail.error ? errorMessage(detail.error, (key) => t(key)) : t('history.detail.notFound', 'This request is not available.')}
        </div>
      </section>
    );
  }
  return <HistoryDetailContent request={detail.data} titleId={titleId} />;
}

function BackLink() {
  const { t } = useTranslation();
  const navigation = useHistoryNavigation();
  return (
    <nav className="history-back" aria-label={t('history.detail.breadcrumb', 'Breadcrumb')}>
      <OpenLink href={navigation.listHref()} onOpen={navigation.backToList}>
        <span aria-hidden="true" className="history-back-arrow">
          ‹
        </span>{' '}
        {t('history.detail.back', 'Back to request history')}
      </OpenLink>
    </nav>
  );
}

function operationText(request: HistoryDetail): string {
  if (request.operation === null) return '';
  const table = request.entityType.toLowerCase() === 'role' ? ROLE_REQUEST_OPERATIONS : request.entityType.toLowerCase() === 'resource' ? RESOURCE_REQUEST_OPERATIONS : {};
  return table[request.operation] ?? '';
}

function HistoryDetailContent({ request, titleId }: { request: HistoryDetail; titleId: string }) {
  const { t } = useTranslation();
  const core = useCore();
  const navigation = useHistoryNavigation();
  const go = useGo();
  const retract = useRetractRequest();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const [confirming, setConfirming] = useState(false);
  const tr = (key: string, fallback: string) => t(key, fallback);
  const timeline = timelineOrder(request.timeline);

  const person = (dn: string, name: string) =>
    dn ? <QuickInfoTrigger dn={dn} name={name || dn} onViewMore={(value) => go(userDetailHref(value))} /> : name;

  const doRetract = async () => {
    setConfirming(false);
    try {
      const answer = await retract.mutateAsync({ id: request.id, entityType: request.entityType });
      core.feedback.show(answer.success ? 'success' : 'danger', answer);
      const failed = answer.failed.find((item) => item.id === request.id || item.name === request.name);
      navigation.requestRetracted?.({
        requestId: request.id,
        entityType: request.entityType,
        result: answer.success ? 'succeeded' : 'failed',
        ...(failed?.reason ? { reason: failed.reason } : {}),
      });
    } catch (error) {
      core.feedback.show('danger', errorMessage(error, (key) => t(key)));
      navigation.requestRetracted?.({ requestId: request.id, entityType: request.entityType, result: 'failed', reason: errorMessage(error) });
    }
  };

  return (
    <article className="history-detail" aria-labelledby={titleId} part="request-detail">
      <BackLink />
      <header className="history-detail-header">
        <div>
          <p className="history-kind">
            {entityTypeLabel(request.entityType, tr)}
            {request.action ? ` · ${actionText(request.action, tr)}` : ''}
          </p>
          <h1 id={titleId} ref={headingRef} tabIndex={-1}>
            {request.name}
          </h1>
        </div>
        <div className="history-detail-state">
          <RequestStatus entityType={request.entityType} state={request.requestState} fallbackText={request.statusText} />
          {request.retractable ? (
            <button type="button" className="idm-button secondary" aria-haspopup="dialog" disabled={retract.isPending} onClick={() => setConfirming(true)}>
              {t('history.retract.button', 'Retract')}
            </button>
          ) : null}
        </div>
      </header>

      <div className="history-detail-grid">
        <section className="history-card" aria-labelledby={`${titleId}-summary`}>
          <h2 id={`${titleId}-summary`}>{t('history.detail.summary', 'Details')}</h2>
          <dl className="history-facts">
            <Fact label={t('history.detail.item', 'Requested item')}>{request.name}</Fact>
            <Fact label={t('history.detail.type', 'Type')}>{entityTypeLabel(request.entityType, tr)}</Fact>
            <Fact label={t('history.detail.action', 'Action')}>{actionText(request.action, tr)}</Fact>
            <Fact label={t('history.detail.operation', 'Operation')}>{operationText(request)}</Fact>
            <Fact label={t('history.detail.recipient', 'Recipient')}>{person(request.recipientDn, request.recipientName)}</Fact>
            <Fact label={t('history.detail.requester', 'Requester')}>{person(request.requesterDn, request.requesterName)}</Fact>
            <Fact label={t('history.detail.proxy', 'Requested by proxy')}>{request.proxyName}</Fact>
            <Fact label={t('history.detail.status', 'Current state')}>
              <RequestStatus entityType={request.entityType} state={request.requestState} fallbackText={request.statusText} />
            </Fact>
            <DateFact label={t('history.detail.requestDate', 'Request date')} value={request.requestDate} />
            <DateFact label={t('history.detail.effectiveDate', 'Effective date')} value={request.effectiveDate} />
            <DateFact label={t('history.detail.expirationDate', 'Expiration date')} value={request.expirationDate} />
            <DateFact label={t('history.detail.completedDate', 'Completed')} value={request.completedDate} />
            <Fact label={t('history.detail.confirmation', 'Confirmation number')}>{request.confirmationNumber}</Fact>
            <Fact label={t('history.detail.reason', 'Reason')}>{request.reason}</Fact>
          </dl>
        </section>

        <section className="history-card" aria-labelledby={`${titleId}-timeline`}>
          <h2 id={`${titleId}-timeline`}>{t('history.detail.timeline', 'Timeline')}</h2>
          {timeline.length === 0 ? (
            <p className="history-hint">{t('history.detail.noTimeline', 'No steps recorded yet.')}</p>
          ) : (
            <ol className="history-timeline">
              {timeline.map((entry) => (
                <li key={entry.key} className={`history-timeline-entry ${entry.kind} ${entry.outcome}`}>
                  <p className="history-timeline-title">{entry.title}</p>
                  {entry.detail ? <p className="history-timeline-detail">{entry.detail}</p> : null}
                  <p className="history-timeline-meta">
                    {entry.actorName ? (
                      <span>
                        {entry.outcome === 'open'
                          ? t('history.detail.waitingFor', { defaultValue: 'Waiting for {{name}}', name: entry.actorName })
                          : t('history.detail.by', { defaultValue: 'By {{name}}', name: entry.actorName })}
                      </span>
                    ) : null}
                    <DateText value={entry.at} />
                  </p>
                </li>
              ))}
            </ol>
          )}
        </section>

        <section className="history-card" aria-labelledby={`${titleId}-comments`}>
          <h2 id={`${titleId}-comments`}>{t('history.detail.comments', 'Comments')}</h2>
          {request.comments.length === 0 ? (
            <p className="history-hint">{t('history.detail.noComments', 'No comments.')}</p>
          ) : (
            <ul className="history-comments">
              {request.comments.map((comment) => (
                <li key={comment.key} className={comment.system ? 'system' : undefined}>
                  <p className="history-comment-meta">
                    <span className="history-comment-author">{comment.userName}</span>
                    <DateText value={comment.at} />
                    {comment.activity ? <span>{comment.activity}</span> : null}
                  </p>
                  <p className="history-comment-text">{comment.text}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <Dialog
        open={confirming}
        heading={t('history.retract.heading', 'Retract request')}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <button type="button" className="idm-button" onClick={() => void doRetract()}>
              {t('history.retract.confirm', 'Retract')}
            </button>
            <button type="button" className="idm-button secondary" onClick={() => setConfirming(false)}>
              {t('history.retract.cancel', 'Cancel')}
            </button>
          </>
        }
      >
        <p>
          {t('history.retract.question', {
            defaultValue: 'Retract the request for {{name}} for {{recipient}}? Open approval tasks are cancelled.',
            name: request.name,
            recipient: request.recipientName,
          })}
        </p>
      </Dialog>
    </article>
  );
}

function DateFact({ label, value }: { label: string; value: number | null }) {
  if (!value || !toDate(value)) return null;
  return (
    <Fact label={label}>
      <DateText value={value} />
    </Fact>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === '' || children === null || children === undefined) return null;
  return (
    <div className="history-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function DateText({ value }: { value: number | null }) {
  const date = value ? toDate(value) : null;
  if (!date) return null;
  return <time dateTime={date.toISOString()}>{formatDate(date)}</time>;
}

/** Moves focus to the page's heading when the details open, so keyboard and screen-reader users land there. */
function useFocusOnMount<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return ref;
}
