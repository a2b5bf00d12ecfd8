import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { dashboardQueries, useSaveGlobalDashboard } from '../../api/landing';
import { useCore, useTranslation } from '../../core/react';
import { DASHBOARD_TILES, type DashboardTileId } from '../../domain/dashboard';
import { LoadFailure } from '../../ui/LoadFailure';
import { TileEditor } from './TileEditor';
import { MutationButton } from './MutationButton';
import { Heading } from '../../ui/Heading';

/** Administrators: the tiles every user starts with, and whether users may arrange their own. */
export function GlobalDashboard() {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const tiles = useQuery(dashboardQueries.globalTiles(core));
  const settings = useQuery(dashboardQueries.settings(core));
  const save = useSaveGlobalDashboard();
  const [draft, setDraft] = useState<DashboardTileId[] | null>(null);
  const [allow, setAllow] = useState<boolean | null>(null);

  const failed = tiles.error ?? settings.error;
  if (failed)
    return <LoadFailure error={failed} onRetry={() => void Promise.all([tiles.refetch(), settings.refetch()])} />;
  if (!tiles.data || settings.data === undefined) return <p className="dashboard-hint">{t('dashboard.loading')}</p>;
  const current = draft ?? tiles.data;
  const allowed = allow ?? settings.data;

  return (
    <section className="idm-admin dashboard" part="global-dashboard" aria-labelledby="global-dashboard-title">
      <header className="idm-admin-header">
        <Heading id="global-dashboard-title">{t('dashboard.global.title')}</Heading>
      </header>
      <p className="dashboard-hint">{t('dashboard.global.intro')}</p>
      <TileEditor tiles={current} available={DASHBOARD_TILES} onChange={setDraft} />
      <div className="idm-admin-check">
        <input id={`${id}-allow`} type="checkbox" checked={allowed} onChange={(e) => setAllow(e.target.checked)} />
        <label htmlFor={`${id}-allow`}>{t('dashboard.global.allowCustomization')}</label>
      </div>
      <div className="idm-admin-actions">
        <MutationButton
          busy={save.isPending}
          run={() => save.mutateAsync({ tiles: current, allowCustomization: allowed })}
          onDone={() => {
            setDraft(null);
            setAllow(null);
          }}
        >
          {t('dashboard.save')}
        </MutationButton>
      </div>
    </section>
  );
}
