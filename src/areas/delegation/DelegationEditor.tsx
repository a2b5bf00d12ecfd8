import { useMemo, useState } from 'react';
import { useTranslation } from '../../core/react';
import { useSaveDelegation, type Delegation } from '../../api/who-acts';
import { useLoadedUserRights } from '../../api/rights';
import { dayText } from '../../domain/delegation';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { LoadFailure } from '../../ui/LoadFailure';
import { DetailBackLink, useAreaStyles } from '../../ui/area';
import formStyles from './delegation-form.css?inline';
import { DelegationForm, delegationInputOf, type DelegationFormValue } from './DelegationForm';
import { useDelegationNavigation } from './navigation';
import { useDelegation } from './queries';
import { AdminPage } from '../../ui/area/AdminPage';
import { WithStrings } from '../../ui/WithStrings';
import { DELEGATION_EDITOR_STRINGS } from './editor-strings';
import { Heading } from '../../ui/Heading';

const DAY = 86_400_000;

/** A new delegation: from today for a week, to nobody yet, for chosen requests. */
const emptyValue = (): DelegationFormValue => ({
  delegator: null,
  delegate: null,
  relationship: null,
  allRequests: false,
  requestDefs: [],
  period: { start: dayText(Date.now()), end: dayText(Date.now() + 6 * DAY), noEnd: false },
});

const valueOf = (d: Delegation): DelegationFormValue => ({
  delegator: d.delegator,
  delegate: d.delegate,
  relationship: d.relationship,
  allRequests: d.allRequests,
  requestDefs: d.requestDefs,
  period: { start: dayText(d.start), end: d.end === null ? '' : dayText(d.end), noEnd: d.end === null },
});

/** The way back, and the form pages' sheet, which the element (opening on its list) does not carry. */
function BackToList() {
  const { t } = useTranslation();
  const navigation = useDelegationNavigation();
  const ref = useAreaStyles<HTMLDivElement>(formStyles);
  return (
    <div ref={ref} className="delegation-back">
      <DetailBackLink
        href={navigation.href({ page: 'list' })}
        onOpen={() => navigation.go({ page: 'list' })}
        label={t('delegationEditor.backToList')}
        navLabel={t('delegationEditor.breadcrumb')}
      />
    </div>
  );
}

/** `createDelegation`: a new delegation; once saved, the list. */
function DelegationCreateForm() {
  const { t } = useTranslation();
  const navigation = useDelegationNavigation();
  const rights = useLoadedUserRights();
  const save = useSaveDelegation();
  const [initial] = useState(emptyValue);
  return (
    <AdminPage part="delegation-create" back={<BackToList />} title={t('delegationEditor.createTitle')}>
      <DelegationForm
        initial={initial}
        mayChooseDelegator={rights?.isAdmin === true || rights?.isDelegationTeamMgr === true}
        submitLabel={t('delegationEditor.save')}
        onCancel={() => navigation.go({ page: 'list' })}
        onSave={(value) => save.mutateAsync(delegationInputOf(value))}
        onSaved={(_value, saved) => {
          navigation.changed?.({ action: 'created', ids: [saved.id] });
          navigation.go({ page: 'list' });
        }}
      />
    </AdminPage>
  );
}

/** `edit/<id>`: a delegation to change. */
function DelegationEditForm({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigation = useDelegationNavigation();
  const delegation = useDelegation(id);
  const save = useSaveDelegation();
  const formValue = useMemo(() => (delegation.data ? valueOf(delegation.data) : emptyValue()), [delegation.data]);
  if (delegation.isPending) return <ComponentLoader label={t('delegation.loading')} />;
  if (delegation.isError)
    return (
      <section className="idm-admin" aria-labelledby="delegation-edit-title">
        <BackToList />
        <Heading id="delegation-edit-title">{t('delegation.title')}</Heading>
        <LoadFailure
          what={t('delegationEditor.failedOne')}
          error={delegation.error}
          onRetry={() => void delegation.refetch()}
        />
      </section>
    );
  const d = delegation.data;
  return (
    <section className="idm-admin" part="delegation-edit" aria-labelledby="delegation-edit-title">
      <BackToList />
      <Heading id="delegation-edit-title">
        {t('delegationEditor.editTitle', { from: d.delegator.name, to: d.delegate.name })}
      </Heading>
      <DelegationForm
        key={d.id}
        initial={formValue}
        version={d.version ?? undefined}
        mayChooseDelegator={false}
        submitLabel={t('delegationEditor.save')}
        onCancel={() => navigation.go({ page: 'list' })}
        onSave={(value, version) =>
          save.mutateAsync({ ...delegationInputOf(value), id: d.id, delegatorDn: d.delegator.dn, version })
        }
        reload={async () => {
          const { data } = await delegation.refetch();
          return { value: data ? valueOf(data) : formValue, version: data?.version ?? undefined };
        }}
        onSaved={() => {
          navigation.changed?.({ action: 'updated', ids: [d.id] });
          navigation.go({ page: 'list' });
        }}
      />
    </section>
  );
}

/** `createDelegation`, once the form's texts are in (they come with this code: `delegationEditor`). */
export function DelegationCreate() {
  return (
    <WithStrings strings={DELEGATION_EDITOR_STRINGS}>
      <DelegationCreateForm />
    </WithStrings>
  );
}

/**
 * `edit/<id>`, once the form's texts are in. The delegation's read starts at once, beside another language's
 * file, not after it.
 */
export function DelegationEdit({ id }: { id: string }) {
  useDelegation(id);
  return (
    <WithStrings strings={DELEGATION_EDITOR_STRINGS}>
      <DelegationEditForm id={id} />
    </WithStrings>
  );
}
