import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dashboardQueries, useResetDashboardTiles, useSaveDashboardTiles } from '../../api/landing';
import { useCore, useTranslation } from '../../core/react';
import type { DashboardTileId } from '../../domain/dashboard';
import { LoadFailure } from '../../ui/LoadFailure';
import { RouteLink } from '../../ui/area';
import { TileEditor } from './TileEditor';
import { TILE_LINKS, tileCount } from './tiles';
import { MutationButton } from './MutationButton';
import { Heading } from '../../ui/Heading';

/** The user's dashboard: their tiles with counts, each leading to its area; Customize to arrange them. */
export function Dashboard() {
  const { t } = useTranslation();
  const core = useCore();
  const tiles = useQuery(dashboardQueries.tiles(core));
  const access = useQuery(dashboardQueries.access(core));
  const counts = useQuery(dashboardQueries.counts(core));
  const save = useSaveDashboardTiles();
  const reset = useResetDashboardTiles();
  const [draft, setDraft] = useState<DashboardTileId[] | null>(null);

  if (tiles.isError) return <LoadFailure error={tiles.error} onRetry={() => void tiles.refetch()} />;
  if (!tiles.data) return <p className="dashboard-hint">{t('dashboard.loading')}</p>;
  const shown = tiles.data.tiles;
  const canArrange = access.data?.allowCustomization === true;

  return (
    <section className="idm-admin dashboard" part="dashboard" aria-labelledby="dashboard-title">
      <header className="idm-admin-header">
        <Heading id="dashboard-title">{t('dashboard.title')}</Heading>
        {canArrange && draft === null ? (
          <button type="button" className="idm-button" onClick={() => setDraft([...shown])}>
            {t('dashboard.customize')}
          </button>
        ) : null}
      </header>
      {draft === null ? (
        shown.length === 0 ? (
          <p className="dashboard-hint">{t('dashboard.empty')}</p>
        ) : (
          <ul className="dashboard-tiles" aria-label={t('dashboard.tilesLabel')}>
            {shown.map((id) => {
              const value = tileCount(id, counts.data);
              return (
                <li key={id}>
                  <RouteLink href={TILE_LINKS[id]} className="dashboard-tile">
                    <span className="dashboard-tile-title">{t(`dashboard.tile.${id}`)}</span>
                    {value === null ? (
                      <span className="dashboard-tile-hint">{t('dashboard.requestAccessHint')}</span>
                    ) : (
                      <span className="dashboard-tile-count">{value}</span>
                    )}
                  </RouteLink>
                </li>
              );
            })}
          </ul>
        )
      ) : (
        <>
          <TileEditor tiles={draft} available={access.data?.tiles ?? []} onChange={setDraft} />
          <div className="idm-admin-actions">
            <MutationButton busy={save.isPending} run={() => save.mutateAsync(draft)} onDone={() => setDraft(null)}>
              {t('dashboard.save')}
            </MutationButton>
            <button type="button" className="idm-button secondary" onClick={() => setDraft(null)}>
              {t('dashboard.cancel')}
            </button>
            {tiles.data.own ? (
              <MutationButton
                busy={reset.isPending}
                run={() => reset.mutateAsync()}
                onDone={() => setDraft(null)}
                secondary
              >
                {t('dashboard.reset')}
              </MutationButton>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
