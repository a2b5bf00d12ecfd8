import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { searchCatalog } from '../../api/access';
import { addPermissionItem, useLandingEdit, type LandingCategory } from '../../api/landing';
import { useCore, useTranslation } from '../../core/react';
import { useDebounced } from '../../ui/area';

const KINDS = new Set(['role', 'resource', 'prd']);

/** Finds a role, resource or request definition and features it in `category`. */
export function AddFeatured({ category, onDone }: { category: LandingCategory; onDone(): void }) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const edit = useLandingEdit();
  const [q, setQ] = useState('');
  const query = useDebounced(q.trim());
  const featured = new Set(category.items.map((item) => item.dn.toLowerCase()));
  const results = useQuery({
    queryKey: ['idm', 'landing', 'featuredSearch', query],
    queryFn: ({ signal }) => searchCatalog(core, { q: query, size: 10 }, signal),
    enabled: query !== '',
  });
  return (
    <div className="idm-admin-card" role="group" aria-label={t('requestPageEditor.addTo', { category: category.name })}>
      <div className="idm-admin-field">
        <label htmlFor={`${id}-q`}>{t('requestPageEditor.search')}</label>
        <input id={`${id}-q`} type="search" dir="auto" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      {query !== '' && results.data?.items.length === 0 ? <p>{t('requestPageEditor.noMatch')}</p> : null}
      <ul className="idm-category-editor-items">
        {(results.data?.items ?? []).map((item) => (
          <li key={item.dn}>
            <span className="idm-category-editor-name">
              <strong dir="auto">{item.name}</strong>
              <span>
                {KINDS.has(item.entityType.toLowerCase())
                  ? t(`requestPageEditor.kind.${item.entityType.toLowerCase()}`)
                  : item.entityType}
              </span>
            </span>
            <button
              type="button"
              className="idm-button secondary"
              disabled={edit.isPending || featured.has(item.dn.toLowerCase())}
              onClick={() =>
                void edit
                  .mutateAsync({
                    list: 'featured',
                    run: (c) =>
                      addPermissionItem(c, 'featured', {
                        categoryId: category.id,
                        dn: item.dn,
                        entityType: item.entityType.toLowerCase(),
                      }),
                    message: t('requestPageEditor.added', { name: item.name, category: category.name }),
                  })
                  .then(onDone, () => undefined)
              }
            >
              {t('requestPageEditor.feature', { name: item.name })}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="idm-button secondary" onClick={onDone}>
        {t('requestPageEditor.close')}
      </button>
    </div>
  );
}
