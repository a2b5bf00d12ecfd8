import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../core/react';
import { addTile, MAX_TILES, removeTile, type DashboardTileId } from '../../domain/dashboard';
import { moveBy, moveTo } from '../../domain/ordering';
import { MoveButtons } from '../../ui/area/MoveButtons';

export interface TileEditorProps {
  tiles: readonly DashboardTileId[];
  /** The tiles that may be added. */
  available: readonly DashboardTileId[];
  onChange(tiles: DashboardTileId[]): void;
}

type Focus = { id: DashboardTileId; action: 'up' | 'down' } | null;

/**
 * The tiles in order: Move up / Move down buttons (keyboard), drag and drop (pointer), Remove, and Add a
 * tile; each move is announced.
 */
export function TileEditor({ tiles, available, onChange }: TileEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<Focus>(null);
  const addable = available.filter((tile) => !tiles.includes(tile));
  const [choice, setChoice] = useState<DashboardTileId | ''>('');
  const chosen = choice !== '' && addable.includes(choice) ? choice : (addable[0] ?? '');
  const name = (tile: DashboardTileId) => t(`dashboard.tile.${tile}`);

  useEffect(() => {
    if (!focus) return;
    const row = list.current?.querySelector(`[data-tile="${focus.id}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-action="${focus.action}"]:not(:disabled)`);
    (wanted ?? row?.querySelector<HTMLButtonElement>('button:not(:disabled)'))?.focus();
    setFocus(null);
  }, [focus]);

  const moved = (next: DashboardTileId[], tile: DashboardTileId) => {
    onChange(next);
    setAnnouncement(
      t('dashboard.editor.moved', { name: name(tile), position: next.indexOf(tile) + 1, total: next.length }),
    );
  };
  const onDrop = (event: DragEvent<HTMLLIElement>, index: number) => {
    event.preventDefault();
    if (dragged === null) return;
    const tile = tiles[dragged];
    if (tile) moved(moveTo(tiles, dragged, index), tile);
    setDragged(null);
  };

  return (
    <div className="dashboard-editor" part="tile-editor">
      <p className="dashboard-hint" id={`${id}-hint`}>
        {t('dashboard.editor.hint')}
      </p>
      <ol
        ref={list}
        className="dashboard-editor-list"
        aria-label={t('dashboard.editor.label')}
        aria-describedby={`${id}-hint`}
      >
        {tiles.map((tile, index) => (
          <li
            key={tile}
            data-tile={tile}
            draggable
            className={dragged === index ? 'dashboard-editor-row dragging' : 'dashboard-editor-row'}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', tile);
              setDragged(index);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => onDrop(event, index)}
            onDragEnd={() => setDragged(null)}
          >
            <span className="dashboard-grip" aria-hidden="true">
              ⠿
            </span>
            <span className="dashboard-editor-name">{name(tile)}</span>
            <MoveButtons
              upLabel={t('dashboard.editor.moveUp', { name: name(tile) })}
              downLabel={t('dashboard.editor.moveDown', { name: name(tile) })}
              removeLabel={t('dashboard.editor.remove', { name: name(tile) })}
              first={index === 0}
              last={index === tiles.length - 1}
              onMove={(step) => {
                moved(moveBy(tiles, index, step), tile);
                setFocus({ id: tile, action: step < 0 ? 'up' : 'down' });
              }}
              onRemove={() => {
                onChange(removeTile(tiles, tile));
                setAnnouncement(t('dashboard.editor.removed', { name: name(tile) }));
              }}
            />
          </li>
        ))}
      </ol>
      <div className="dashboard-editor-add">
        {addable.length === 0 || tiles.length >= MAX_TILES ? (
          <p className="dashboard-hint">{t('dashboard.editor.none')}</p>
        ) : (
          <>
            <label htmlFor={`${id}-add`}>{t('dashboard.editor.add')}</label>
            <select id={`${id}-add`} value={chosen} onChange={(e) => setChoice(e.target.value as DashboardTileId)}>
              {addable.map((tile) => (
                <option key={tile} value={tile}>
                  {name(tile)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="idm-button secondary"
              onClick={() => {
                if (chosen === '') return;
                onChange(addTile(tiles, chosen));
                setAnnouncement(t('dashboard.editor.added', { name: name(chosen) }));
              }}
            >
              {t('dashboard.editor.addButton')}
            </button>
          </>
        )}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
