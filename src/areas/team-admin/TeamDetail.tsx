import { useMemo } from 'react';
import { useTranslation } from '../../core/react';
import { useCreateTeam, useUpdateTeam, type TeamDetails } from '../../api/team-admin';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { LoadFailure } from '../../ui/LoadFailure';
import { DetailBackLink, useAreaStyles } from '../../ui/area';
import detailStyles from './team-detail.css?inline';
import { useTeamAdminNavigation } from './navigation';
import { useIsTeamAdmin, useTeamDetails } from './queries';
import { TeamForm } from './TeamForm';
import { EMPTY_TEAM, formValueOf, teamInputOf } from './team-form-value';
import { TeamPermissions } from './TeamPermissions';
import { AdminPage } from '../../ui/area/AdminPage';
import { WithStrings } from '../../ui/WithStrings';
import { TEAM_EDITOR_STRINGS } from './editor-strings';

/** The way back, and the details pages' sheet, which the element (opening on its list) does not carry. */
function BackToTeams() {
  const { t } = useTranslation();
  const navigation = useTeamAdminNavigation();
  const ref = useAreaStyles<HTMLDivElement>(detailStyles);
  return (
    <div ref={ref} className="team-admin-back">
      <DetailBackLink
        href={navigation.href({ page: 'list' })}
        onOpen={() => navigation.go({ page: 'list' })}
        label={t('teamEditor.backToList')}
        navLabel={t('teamEditor.breadcrumb')}
      />
    </div>
  );
}

/** What a team manager sees of their team: its type, managers and members. */
function TeamFacts({ team }: { team: TeamDetails }) {
  const { t } = useTranslation();
  const names = (types: readonly string[]) =>
    team.recipients
      .filter((r) => types.includes(r.type))
      .map((r) => (r.type === 'relationship' ? t('teamEditor.directReports') : r.name))
      .join(', ') || t('teamEditor.none');
  return (
    <dl className="team-admin-facts">
      <dt>{t('teamEditor.typeLegend')}</dt>
      <dd>
        {t('teamAdmin.typeOption', { letter: team.type, name: t(`teamAdmin.type.${team.type}`) })} —{' '}
        {t(`teamEditor.typeHint.${team.type}`)}
      </dd>
      <dt>{t('teamEditor.description')}</dt>
      <dd dir="auto">{team.description || t('teamEditor.none')}</dd>
      <dt>{t('teamEditor.managers')}</dt>
      <dd>
        <bdi>{team.managers.map((m) => m.name).join(', ')}</bdi>
      </dd>
      <dt>{t('teamEditor.members')}</dt>
      <dd>
        <bdi>{names(['user', 'group', 'team', 'relationship'])}</bdi>
      </dd>
      <dt>{t('teamEditor.containers')}</dt>
      <dd>
        <bdi>{names(['container'])}</bdi>
      </dd>
    </dl>
  );
}

/** A team to edit (administrators) or to look at (its managers), and its permissions. */
function TeamPage({ dn }: { dn: string }) {
  const { t } = useTranslation();
  const navigation = useTeamAdminNavigation();
  const admin = useIsTeamAdmin();
  const team = useTeamDetails(dn);
  const update = useUpdateTeam();
  const formValue = useMemo(() => (team.data ? formValueOf(team.data) : EMPTY_TEAM), [team.data]);
  if (team.isPending) return <ComponentLoader label={t('teamEditor.loadingTeam')} />;
  if (team.isError)
    return (
      <section className="idm-admin">
        <BackToTeams />
        <LoadFailure what={t('teamEditor.failedTeam')} error={team.error} onRetry={() => void team.refetch()} />
      </section>
    );
  const editable = admin && !team.data.readOnly;
  return (
    <AdminPage part="team-detail" back={<BackToTeams />} title={<bdi>{team.data.name}</bdi>}>
      {editable ? (
        <TeamForm
          key={team.data.dn}
          dn={team.data.dn}
          initial={formValue}
          version={team.data.version ?? undefined}
          submitLabel={t('teamEditor.save')}
          onSave={(value, version) => update.mutateAsync({ ...teamInputOf(value), dn: team.data.dn, version })}
          reload={async () => {
            const { data } = await team.refetch();
            return { value: data ? formValueOf(data) : formValue, version: data?.version ?? undefined };
          }}
          onSaved={() => navigation.changed?.({ action: 'updated', dns: [team.data.dn] })}
        />
      ) : (
        <>
          <p className="team-admin-hint">{t('teamEditor.readOnly')}</p>
          <TeamFacts team={team.data} />
        </>
      )}
      <TeamPermissions team={team.data} editable={editable} />
    </AdminPage>
  );
}

/** A new team; once created, its page opens (to give it permissions). */
function TeamCreateForm() {
  const { t } = useTranslation();
  const navigation = useTeamAdminNavigation();
  const create = useCreateTeam();
  return (
    <AdminPage part="team-create" back={<BackToTeams />} title={t('teamEditor.createTitle')}>
      <TeamForm
        initial={EMPTY_TEAM}
        submitLabel={t('teamAdmin.create')}
        onSave={(value) => create.mutateAsync(teamInputOf(value))}
        onSaved={(_value, dn) => {
          navigation.changed?.({ action: 'created', dns: [dn] });
          navigation.go(dn ? { page: 'detail', dn } : { page: 'list' });
        }}
      />
    </AdminPage>
  );
}

/**
 * A team's page, once its texts are in (they come with this code: `teamEditor`). The team's read starts at once,
 * beside another language's file, not after it.
 */
export function TeamDetail({ dn }: { dn: string }) {
  useTeamDetails(dn);
  return (
    <WithStrings strings={TEAM_EDITOR_STRINGS}>
      <TeamPage dn={dn} />
    </WithStrings>
  );
}

/** A new team, once its texts are in. */
export function TeamCreate() {
  return (
    <WithStrings strings={TEAM_EDITOR_STRINGS}>
      <TeamCreateForm />
    </WithStrings>
  );
}
