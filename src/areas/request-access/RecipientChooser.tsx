import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '../../core/react';
import { ComponentLoader } from '../../ui/ComponentLoader';
import type { RecipientPickersProps } from './RecipientPickers';

/** The team chooser and the recipient picker: their code comes when 'Someone else' is first chosen. */
const RecipientPickers = lazy(() => import('./editing').then((module) => ({ default: module.RecipientPickers })));

/** The chooser's props: the rules, the choice so far and its callbacks (RecipientPickers takes them too). */
export type RecipientChooserProps = RecipientPickersProps;

/**
 * 'Request for': myself, or — only when the server's request-on-behalf rules allow it — other users,
 * groups or the members of a team the requester manages (RecipientPickers).
 */
export function RecipientChooser(props: RecipientChooserProps) {
  const { t } = useTranslation();
  const groupName = useId();
  const { rules, mode } = props;

  if (!rules.allowed) return null;

  return (
    <section className="ra-recipients" aria-labelledby={groupName} part="recipients">
      <fieldset className="ra-mode">
        <legend id={groupName} className="ra-section-heading">
          {t('requestAccess.recipients.heading')}
        </legend>
        <label className="idm-check">
          <input
            type="radio"
            name={`${groupName}-mode`}
            checked={mode === 'self'}
            onChange={() => props.onModeChange('self')}
          />
          {t('requestAccess.recipients.myself')}
        </label>
        <label className="idm-check">
          <input
            type="radio"
            name={`${groupName}-mode`}
            checked={mode === 'others'}
            onChange={() => props.onModeChange('others')}
          />
          {t('requestAccess.recipients.others')}
        </label>
      </fieldset>
      {mode === 'others' ? (
        <Suspense fallback={<ComponentLoader />}>
          <RecipientPickers {...props} />
        </Suspense>
      ) : null}
    </section>
  );
}
