import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { historyDetailQuery, useRetractRequest } from '../../api/access';
import { errorMessage } from '../../core/errors';
import { useCore, useCoreStore, useTranslation } from '../../core/react';
import { RESOURCE_REQUEST_OPERATIONS, ROLE_REQUEST_OPERATIONS } from '../../domain/request-states';
import { IsolatedSentence, slot } from '../../ui/ServerText';
import { Dialog } from '../../ui/Dialog';
import { PersonName } from '../../ui/quick-info';
import { entityTypeLabel } from './columns';
import { toHistoryDetail } from './history-detail-mapping';
import { toHistoryRequest } from './history-mapping';
import { isMoving, MOVING_REFRESH_MS, timelineOrder, type HistoryDetail } from './history-model';
import { useHistoryNavigation } from './navigation';
import { RequestStatus } from './RequestStatus';
import {
  CommentList,
  DateFact,
  DetailCard,
  DetailQuery,
  Fact,
  IdentifierText,
  Timeline,
  useAreaStyles,
} from '../../ui/area';
import historyDetailStyles from './history-detail.css?inline';
import { Heading } from '../../ui/Heading';
import { WithStrings } from '../../ui/WithStrings';
import { HISTORY_VIEW_STRINGS } from './view-strings';

/** A request's details as the page shows them; asked for again every few seconds while the server still moves it. */
function useHistoryDetail(entityType: string, id: string) {
  const core = useCore();
  useCoreStore('$proxy');
  return useQuery({
    ...historyDetailQuery(core, entityType, id),
    select: toHistoryDetail,
    refetchInterval: (query) =>
      query.state.data && isMoving(toHistoryRequest(query.state.data)) ? MOVING_REFRESH_MS : false,
  });
}

/**
 * One request: what, for whom, by whom, dates, state, comments and the timeline; Retract while it may. Its texts
 * (`historyViews`) come with its code; another language's file is asked for beside the request.
 */
export function HistoryDetailView({ entityType, requestId }: { entityType: string; requestId: string }) {
  const detail = useHistoryDetail(entityType, requestId);
  return (
    <WithStrings strings={HISTORY_VIEW_STRINGS}>
      <HistoryDetailFrame detail={detail} />
    </WithStrings>
  );
}

function HistoryDetailFrame({ detail }: { detail: ReturnType<typeof useHistoryDetail> }) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigation = useHistoryNavigation();
  // The details' rules (and detail-page.css) come with this code: the list's first screen does not load them.
  const styled = useAreaStyles<HTMLDivElement>(historyDetailStyles);
  return (
    <div ref={styled}>
      <DetailQuery
        query={detail}
        className="history-detail"
        titleId={titleId}
        list={navigation}
        backLabel={t('historyViews.detail.back')}
        navLabel={t('historyViews.detail.breadcrumb')}
        loadingLabel={t('historyViews.detail.loading')}
        title={t('historyViews.detail.title')}
        notFound={t('historyViews.detail.notFound')}
      >
        {(request, back) => <HistoryDetailContent request={request} titleId={titleId} back={back} />}
      </DetailQuery>
    </div>
  );
}

function operationText(request: HistoryDetail): string {
  if (request.operation === null) return '';
  const table =
    request.entityType.toLowerCase() === 'role'
      ? ROLE_REQUEST_OPERATIONS
      : request.entityType.toLowerCase() === 'resource'
        ? RESOURCE_REQUEST_OPERATIONS
        : {};
  return table[request.operation] ?? '';
}

function HistoryDetailContent({
  request,
  titleId,
  back,
}: {
  request: HistoryDetail;
  titleId: string;
  back: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useHistoryNavigation();
  const retract = useRetractRequest();
  const [confirming, setConfirming] = useState(false);
  const tr = (key: string) => t(key);
  const timeline = timelineOrder(request.timeline);

  const doRetract = async () => {
    setConfirming(false);
    try {
      const answer = await retract.mutateAsync({ id: request.id });
      const failed = answer.failed.find((item) => item.id === request.id || item.name === request.name);
      navigation.requestRetracted?.({
        requestId: request.id,
        entityType: request.entityType,
        result: answer.success ? 'succeeded' : 'failed',
        ...(failed?.reason ? { reason: failed.reason } : {}),
      });
    } catch (error) {
      navigation.requestRetracted?.({
        requestId: request.id,
        entityType: request.entityType,
        result: 'failed',
        reason: errorMessage(error),
      });
    }
  };

  return (
    <article className="history-detail" aria-labelledby={titleId} part="request-detail">
      {back}
      <header className="history-detail-header">
        <div>
          <p className="history-kind">
            {entityTypeLabel(request.entityType, tr)}
            {request.action ? ` · ${actionText(request.action, tr)}` : ''}
          </p>
          <Heading id={titleId} dir="auto">
            {request.name}
          </Heading>
        </div>
        <div className="history-detail-state">
          <RequestStatus
            entityType={request.entityType}
            state={request.requestState}
            fallbackText={request.statusText}
          />
          {request.retractable ? (
            <button
              type="button"
              className="idm-button secondary"
              aria-haspopup="dialog"
              disabled={retract.isPending}
              onClick={() => setConfirming(true)}
            >
              {t('historyViews.retract.button')}
            </button>
          ) : null}
        </div>
      </header>

      <div className="idm-detail-grid">
        <DetailCard id={`${titleId}-summary`} heading={t('historyViews.detail.summary')}>
          <dl className="idm-facts history-facts">
            <Fact label={t('historyViews.detail.item')} freeText>
              {request.name}
            </Fact>
            <Fact label={t('historyViews.detail.type')}>{entityTypeLabel(request.entityType, tr)}</Fact>
            <Fact label={t('historyViews.detail.action')}>{actionText(request.action, tr)}</Fact>
            <Fact label={t('historyViews.detail.operation')}>{operationText(request)}</Fact>
            <Fact label={t('historyViews.detail.recipient')} freeText>
              <PersonName dn={request.recipientDn} name={request.recipientName} />
            </Fact>
            <Fact label={t('historyViews.detail.requester')} freeText>
              <PersonName dn={request.requesterDn} name={request.requesterName} />
            </Fact>
            <Fact label={t('historyViews.detail.proxy')} freeText>
              {request.proxyName}
            </Fact>
            <Fact label={t('historyViews.detail.status')}>
              <RequestStatus
                entityType={request.entityType}
                state={request.requestState}
                fallbackText={request.statusText}
              />
            </Fact>
            <DateFact label={t('historyViews.detail.requestDate')} value={request.requestDate} />
            <DateFact label={t('historyViews.detail.effectiveDate')} value={request.effectiveDate} />
            <DateFact label={t('historyViews.detail.expirationDate')} value={request.expirationDate} />
            <DateFact label={t('historyViews.detail.completedDate')} value={request.completedDate} />
            <Fact label={t('historyViews.detail.confirmation')}>
              {request.confirmationNumber ? <IdentifierText value={request.confirmationNumber} /> : null}
            </Fact>
            <Fact label={t('historyViews.detail.reason')} freeText>
              {request.reason}
            </Fact>
          </dl>
        </DetailCard>

        <DetailCard id={`${titleId}-timeline`} heading={t('historyViews.detail.timeline')}>
          {timeline.length === 0 ? (
            <p className="idm-detail-hint">{t('historyViews.detail.noTimeline')}</p>
          ) : (
            <Timeline
              items={timeline.map((entry) => ({
                key: entry.key,
                outcome: `${entry.kind} ${entry.outcome}`,
                title: entry.title,
                detail: entry.detail,
                actor: entry.actorName ? (
                  <IsolatedSentence
                    text={
                      entry.outcome === 'open'
                        ? t('historyViews.detail.waitingFor', { name: slot('name') })
                        : t('historyViews.detail.by', { name: slot('name') })
                    }
                    values={{ name: entry.actorName }}
                  />
                ) : null,
                at: entry.at,
              }))}
            />
          )}
        </DetailCard>

        <DetailCard id={`${titleId}-comments`} heading={t('historyViews.detail.comments')}>
          {request.comments.length === 0 ? (
            <p className="idm-detail-hint">{t('historyViews.detail.noComments')}</p>
          ) : (
            <CommentList comments={request.comments} />
          )}
        </DetailCard>
      </div>

      <Dialog
        open={confirming}
        heading={t('historyViews.retract.heading')}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <button type="button" className="idm-button" onClick={() => void doRetract()}>
              {t('historyViews.retract.confirm')}
            </button>
            <button type="button" className="idm-button secondary" onClick={() => setConfirming(false)}>
              {t('historyViews.retract.cancel')}
            </button>
          </>
        }
      >
        <p>{t('historyViews.retract.question', { name: request.name, recipient: request.recipientName })}</p>
      </Dialog>
    </article>
  );
}

/** 'Grant' or 'Revoke'; other actions as they come. */
function actionText(action: string, t: (key: string) => string): string {
  return action === 'grant' || action === 'revoke' ? t(`history.action.${action}`) : action;
}
