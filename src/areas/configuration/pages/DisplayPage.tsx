import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { generalSettingsQuery } from '../../../api/settings';
import {
  LIST_FIELDS,
  listDisplayQuery,
  useSaveGeneralSettings,
  useSaveListDisplay,
  type ListDisplaySettings,
} from '../../../api/settings-admin';
import { useCore } from '../../../core/react';
import {
  NEW_REQUEST_SORT_OPTIONS,
  validateGeneral,
  validateListDisplay,
  type GeneralForm,
  type ListDisplayForm,
} from '../../../domain/configuration-rules';
import { AdminTextField } from '../../../ui/area/AdminTextField';
import { Check, ConfigForm, Loaded } from '../ConfigForm';
import { ConfigurationPage } from '../ConfigurationPage';

/** The flags of the task and request settings the page offers (others the server may send are kept as they are). */
const DISPLAY_FLAGS = [
  'taskListColumnsOverride',
  'taskDetailOpenOverride',
  'taskDetailClaim',
  'taskDetailClaimOverride',
  'requestListColumnsOverride',
] as const;

function GeneralCard() {
  const { t } = useTranslation();
  const core = useCore();
  const query = useQuery(generalSettingsQuery(core));
  const save = useSaveGeneralSettings();
  return (
    <Loaded data={query.data} failed={query.isError}>
      {(data) => (
        <ConfigForm<GeneralForm>
          title={t('configuration.general.title')}
          part="general-settings"
          initial={{
            defaultRowsPerPage: String(data.defaultRowsPerPage),
            optionsRowsPerPage: data.optionsRowsPerPage.join(','),
            newRequestDefaultSortByOption: data.newRequestDefaultSortByOption || 'name',
          }}
          validate={validateGeneral}
          saving={save.isPending}
          save={(form) =>
            save.mutateAsync({
              defaultRowsPerPage: Number(form.defaultRowsPerPage.trim()),
              optionsRowsPerPage: form.optionsRowsPerPage,
              newRequestDefaultSortByOption: form.newRequestDefaultSortByOption,
            })
          }
        >
          {(form, set, error, id) => (
            <>
              <AdminTextField
                id={`${id}-rows`}
                label={t('configuration.general.defaultRows')}
                value={form.defaultRowsPerPage}
                required
                error={error('defaultRowsPerPage')}
                onChange={(defaultRowsPerPage) => set({ defaultRowsPerPage })}
              />
              <AdminTextField
                id={`${id}-options`}
                label={t('configuration.general.options')}
                value={form.optionsRowsPerPage}
                required
                error={error('optionsRowsPerPage')}
                onChange={(optionsRowsPerPage) => set({ optionsRowsPerPage })}
              />
              <div className="idm-admin-field">
                <label htmlFor={`${id}-sort`}>{t('configuration.general.sort')}</label>
                <select
                  id={`${id}-sort`}
                  value={form.newRequestDefaultSortByOption}
                  onChange={(event) => set({ newRequestDefaultSortByOption: event.target.value })}
                >
                  {NEW_REQUEST_SORT_OPTIONS.map((option) => (
                    <option key={option} value={option}>
                      {t(`configuration.general.sortBy.${option}`)}
                    </option>
                  ))}
                </select>
              </div>
            </>
          )}
        </ConfigForm>
      )}
    </Loaded>
  );
}

function ListCard({ list }: { list: 'task' | 'request' }) {
  const { t } = useTranslation();
  const core = useCore();
  const query = useQuery(listDisplayQuery(core, list));
  const save = useSaveListDisplay(list);
  const fields = LIST_FIELDS[list];
  return (
    <Loaded data={query.data} failed={query.isError}>
      {(data: ListDisplaySettings) => (
        <ConfigForm<ListDisplayForm & { flags: Record<string, boolean> }>
          key={query.dataUpdatedAt}
          title={t(`configuration.display.${list}Title`)}
          part={`${list}-display-settings`}
          initial={{
            sort: data.sort,
            sortDesc: data.sortDesc,
            defaultColumns: data.defaultColumns,
            userColumns: data.userColumns,
            columnsOverride: false,
            flags: data.flags,
          }}
          validate={(form) =>
            validateListDisplay(
              form,
              data.allColumns.map((c) => c.key),
              data.sortColumns.map((c) => c.key),
            )
          }
          saving={save.isPending}
          save={(form) =>
            save.mutateAsync({
              [fields.sort]: form.sort,
              [fields.desc]: form.sortDesc,
              defaultColumns: form.defaultColumns.map((key) => ({ key })),
              columnsForUserOverride: form.userColumns.map((key) => ({ key })),
              ...form.flags,
            })
          }
        >
          {(form, set, error, id) => {
            const toggle = (field: 'defaultColumns' | 'userColumns', key: string, on: boolean) =>
              set({ [field]: on ? [...form[field], key] : form[field].filter((k) => k !== key) });
            return (
              <>
                <div className="idm-admin-field">
                  <label htmlFor={`${id}-sort`}>{t('configuration.display.sort')}</label>
                  <select
                    id={`${id}-sort`}
                    value={form.sort}
                    aria-invalid={error('sort') !== null}
                    onChange={(event) => set({ sort: event.target.value })}
                  >
                    {data.sortColumns.map((c) => (
                      <option key={c.key} value={c.key}>
                        {c.value}
                      </option>
                    ))}
                  </select>
                </div>
                <Check
                  label={t('configuration.display.sortDesc')}
                  checked={form.sortDesc}
                  onChange={(sortDesc) => set({ sortDesc })}
                />
                {(['defaultColumns', 'userColumns'] as const).map((field) => (
                  <fieldset key={field}>
                    <legend>{t(`configuration.display.${field}`)}</legend>
                    {data.allColumns.map((c) => (
                      <Check
                        key={c.key}
                        label={c.value}
                        checked={form[field].includes(c.key)}
                        onChange={(on) => toggle(field, c.key, on)}
                      />
                    ))}
                    {error(field) ? <p className="idm-admin-error">{error(field)}</p> : null}
                  </fieldset>
                ))}
                {DISPLAY_FLAGS.filter((flag) => flag in form.flags).map((flag) => (
                  <Check
                    key={flag}
                    label={t(`configuration.display.flags.${flag}`)}
                    checked={form.flags[flag] === true}
                    onChange={(on) => set({ flags: { ...form.flags, [flag]: on } })}
                  />
                ))}
              </>
            );
          }}
        </ConfigForm>
      )}
    </Loaded>
  );
}

/** `#/configuration/settings`: general, task and request display settings. */
export default function DisplayPage() {
  const { t } = useTranslation();
  return (
    <ConfigurationPage title={t('configuration.pages.settings.title')}>
      <GeneralCard />
      <ListCard list="task" />
      <ListCard list="request" />
    </ConfigurationPage>
  );
}
