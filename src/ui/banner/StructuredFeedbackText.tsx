import { useTranslation } from '../../core/react';
import { IsolatedSentence, ServerText, slot } from '../ServerText';
import type { FeedbackView } from './describe-feedback';

/** The succeeded, failed and SoD-conflict lists of a mutation's answer. */
export function StructuredFeedbackText({ view }: { view: FeedbackView }) {
  const { t } = useTranslation();
  const empty = view.succeeded.length + view.failed.length + view.sods.length === 0;
  if (empty && view.text) return null;
  if (empty) {
    return (
      <p className="idm-alert-text">{view.kind === 'success' ? t('ui.feedback.success') : t('ui.feedback.failure')}</p>
    );
  }
  return (
    <>
      {view.succeeded.length > 0 ? (
        <section className="idm-alert-section">
          <p className="idm-alert-title">{view.succeededTitle ?? t('ui.feedback.succeeded')}</p>
          <ul>
            {view.succeeded.map((name, index) => (
              <li key={index}>{name}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {view.failed.length > 0 ? (
        <section className="idm-alert-section">
          <p className="idm-alert-title">{t('ui.feedback.failed')}</p>
          <ul>
            {view.failed.map((item, index) => (
              <li key={index}>
                {item.reason ? (
                  <IsolatedSentence
                    text={t('ui.feedback.failedItem', { name: slot('name'), reason: slot('reason') })}
                    values={{ name: item.name, reason: item.reason }}
                  />
                ) : (
                  <ServerText>{item.name}</ServerText>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {view.sods.length > 0 ? (
        <section className="idm-alert-section">
          <p className="idm-alert-title">{t('ui.feedback.sods')}</p>
          <ul>
            {view.sods.map((sod, index) => (
              <li key={index}>{t('ui.feedback.sodConflict', { ...sod })}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
