import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../core/errors';
import { isTransientFailure } from '../../core/retry';
import { LoadFailure } from '../LoadFailure';
import { DetailLoading, DetailUnavailable } from './DetailParts';

export interface DetailQueryProps<T> {
  query: UseQueryResult<T>;
  /** The page's class ('task-detail'), on the loader and on the failure too. */
  className: string;
  titleId: string;
  /** The way back to the list. */
  back: ReactNode;
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
  children(data: T): ReactNode;
}

/** A details page over its query: the loader, then the content, or the heading and why it is not there. */
export function DetailQuery<T>(props: DetailQueryProps<T>) {
  const { query, className, titleId, back, loadingLabel, title, notFound, keepOnPassingFailure, children } = props;
  const { t } = useTranslation();
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
      {children(query.data)}
    </>
  );
}
