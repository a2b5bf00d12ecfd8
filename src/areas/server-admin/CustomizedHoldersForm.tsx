import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cacheQueries,
  useSaveCustomizedHolders,
  type CustomizedHolder,
  type CustomizedHolderChange,
} from '../../api/server-admin';
import { useCore } from '../../core/react';
import { isCacheLimit } from '../../domain/server-admin';
import { Heading } from '../../ui/Heading';

const changeOf = (h: CustomizedHolder): CustomizedHolderChange => ({
  id: h.id,
  maxNodes: h.localMaxNodes,
  timeToLive: h.localTimeToLive,
});

/**
 * The customisable cache holders' own limits (empty: the global one applies), one row per holder, saved together.
 * Each value is checked beside its field; a failed save keeps what was typed.
 */
export function CustomizedHoldersForm() {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const id = useId();
  const customized = useQuery(cacheQueries.customized(core));
  const save = useSaveCustomizedHolders();
  const [edited, setRows] = useState<CustomizedHolderChange[] | null>(null);
  const [tried, setTried] = useState(false);
  if (!customized.data) return null;
  const rows = edited ?? customized.data.map(changeOf);
  const current = new Map(customized.data.map((h) => [h.id, h]));
  const invalid = rows.some((r) => !isCacheLimit(r.maxNodes) || !isCacheLimit(r.timeToLive));
  const set = (index: number, change: Partial<CustomizedHolderChange>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const submit = async () => {
    setTried(true);
    if (invalid) return;
    await save.mutateAsync(rows);
    setTried(false);
    core.feedback.show('success', t('serverAdmin.cache.holdersSaved'));
  };
  const field = (index: number, row: CustomizedHolderChange, key: 'maxNodes' | 'timeToLive') => {
    const fieldId = `${id}-${index}-${key}`;
    const bad = tried && !isCacheLimit(row[key]);
    const global = current.get(row.id);
    const placeholder = global
      ? (key === 'maxNodes' ? global.currentMaxNodes : global.currentTimeToLive).toLocaleString(i18n.language)
      : '';
    return (
      <td>
        <input
          id={fieldId}
          dir="ltr"
          inputMode="numeric"
          value={row[key]}
          placeholder={placeholder}
          aria-label={t(`serverAdmin.cache.own.${key}`, { holder: row.id })}
          aria-invalid={bad}
          aria-describedby={bad ? `${fieldId}-error` : undefined}
          onChange={(e) => set(index, { [key]: e.target.value })}
        />
        {bad ? (
          <p id={`${fieldId}-error`} className="idm-admin-error">
            {t('serverAdmin.cache.invalid.limit')}
          </p>
        ) : null}
      </td>
    );
  };
  return (
    <form
      className="idm-admin-form"
      part="customized-holders"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit().catch(() => undefined); // reported by the mutation; the rows stay as typed
      }}
    >
      <Heading depth={1} id={`${id}-title`}>
        {t('serverAdmin.cache.customizedTitle')}
      </Heading>
      <p className="idm-admin-note">{t('serverAdmin.cache.customizedHint')}</p>
      <div className="idm-table-scroll" tabIndex={0}>
        <table className="idm-admin-limits">
          <thead>
            <tr>
              <th scope="col">{t('serverAdmin.cache.holder')}</th>
              <th scope="col">{t('serverAdmin.cache.field.maxNodes')}</th>
              <th scope="col">{t('serverAdmin.cache.field.timeToLiveSeconds')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.id}>
                <th scope="row">
                  <bdi>{row.id}</bdi>
                </th>
                {field(index, row, 'maxNodes')}
                {field(index, row, 'timeToLive')}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="idm-admin-actions">
        <button type="submit" className="idm-button" disabled={save.isPending}>
          {t('serverAdmin.cache.saveHolders')}
        </button>
      </div>
    </form>
  );
}
