import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../core/react';
import { errorMessage } from '../../core/errors';
import { isTransientFailure } from '../../core/retry';
import { LoadFailure } from '../LoadFailure';
import { DetailBackLink } from './DetailBackLink';
import { DetailLoading, DetailUnavailable } from './DetailParts';

export interface DetailQueryProps<T> {
  query: UseQueryResult<T>;
  /** The page's class ('task-detail'), on the loader and on the failure too. */
  className: string;
  titleId: string;
  /** Where the way back goes: the list's route (null in an element: a button) and the move back. */
  list: { listHref(): string | null; backToList(): void };
  /** The way back's text ('Back to tasks') and its landmark's name ('Breadcrumb'). */
  backLabel: string;
  navLabel: string;
  /** The loader's name ('Loading task'). */
  loadingLabel: string;
  /** The heading when there is nothing to show ('Task'). */
  title: string;
  /** Why there is nothing to show when the server answered without it ('not available'). */
  notFound: string;
  /**
   * A refresh that failed for a passing reason keeps what was read on screen (with a dialog being
   * typed in), under the failure and its Try again.
   */
  keepOnPassingFailure?: boolean;
  /** The content, given what was read and the way back. */
  children(data: T, back: ReactNode): ReactNode;
}

/**
 * A details page over its query: the loader, then the content, or the heading and why it is not there;
 * each with the way back to the list.
 */
export function DetailQuery<T>(props: DetailQueryProps<T>) {
  const { query, className, titleId, list, backLabel, navLabel, loadingLabel, title, notFound, keepOnPassingFailure } =
    props;
  const { t } = useTranslation();
  const back = <DetailBackLink href={list.listHref()} onOpen={list.backToList} label={backLabel} navLabel={navLabel} />;
  if (query.isPending) return <DetailLoading className={className} label={loadingLabel} back={back} />;
  const refreshFailed =
    keepOnPassingFailure === true &&
    query.error !== null &&
    query.data !== undefined &&
    isTransientFailure(query.error);
  if (!query.data || (query.error && !refreshFailed)) {
    return (
      <DetailUnavailable
        className={className}
        titleId={titleId}
        back={back}
        title={title}
        message={query.error ? errorMessage(query.error, (key) => t(key)) : notFound}
      />
    );
  }
  return (
    <>
      {refreshFailed ? <LoadFailure error={query.error} onRetry={() => void query.refetch()} /> : null}
      {props.children(query.data, back)}
    </>
  );
}
