import { useQuery } from '@tanstack/react-query';
import {
  generalDisplayQuery,
  LIST_FIELDS,
  listDisplayQuery,
  useSaveGeneralSettings,
  useSaveListDisplay,
  type ListDisplaySettings,
} from '../../../api/settings-admin';
import type { GeneralSettings } from '../../../domain/settings';
import { useCore, useTranslation } from '../../../core/react';
import {
  NEW_REQUEST_SORT_OPTIONS,
  validateGeneral,
  validateListDisplay,
  type GeneralForm,
  type ListDisplayForm,
} from '../../../domain/configuration-rules';
import { AdminTextField } from '../../../ui/area/AdminTextField';
import { Check, ConfigForm } from '../ConfigForm';
import { ConfigurationPage } from '../ConfigurationPage';

/** The flags of the task and request settings the page offers (others the server may send are kept as they are). */
const DISPLAY_FLAGS = [
  'taskListColumnsOverride',
  'taskDetailOpenOverride',
  'taskDetailClaim',
  'taskDetailClaimOverride',
  'requestListColumnsOverride',
] as const;

const generalForm = (data: GeneralSettings): GeneralForm => ({
  defaultRowsPerPage: String(data.defaultRowsPerPage),
  optionsRowsPerPage: data.optionsRowsPerPage.join(','),
  newRequestDefaultSortByOption: data.newRequestDefaultSortByOption || 'name',
});
const GENERAL_LABELS: Record<keyof GeneralForm, string> = {
  defaultRowsPerPage: 'configuration.general.defaultRows',
  optionsRowsPerPage: 'configuration.general.options',
  newRequestDefaultSortByOption: 'configuration.general.sort',
};

type ListForm = ListDisplayForm & { flags: Record<string, boolean> };
const listForm = (data: ListDisplaySettings): ListForm => ({
  sort: data.sort,
  sortDesc: data.sortDesc,
  defaultColumns: data.defaultColumns,
  userColumns: data.userColumns,
  columnsOverride: false,
  flags: data.flags,
});

function GeneralCard() {
  const { t } = useTranslation();
  const core = useCore();
  const query = useQuery(generalDisplayQuery(core));
  const save = useSaveGeneralSettings();
  return (
    <ConfigForm<GeneralSettings, GeneralForm>
      title={t('configuration.general.title')}
      part="general-settings"
      query={query}
      formOf={generalForm}
      validate={validateGeneral}
      fieldLabel={(field) => t(GENERAL_LABELS[field])}
      display={(field, value) =>
        field === 'newRequestDefaultSortByOption' ? t(`configuration.general.sortBy.${String(value)}`) : undefined
      }
      save={(form, version) =>
        save.mutateAsync({
          body: {
            defaultRowsPerPage: Number(form.defaultRowsPerPage.trim()),
            optionsRowsPerPage: form.optionsRowsPerPage,
            newRequestDefaultSortByOption: form.newRequestDefaultSortByOption,
          },
          version,
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
  );
}

function ListCard({ list }: { list: 'task' | 'request' }) {
  const { t } = useTranslation();
  const core = useCore();
  const query = useQuery(listDisplayQuery(core, list));
  const save = useSaveListDisplay(list);
  const fields = LIST_FIELDS[list];
  return (
    <ConfigForm<ListDisplaySettings, ListForm>
      title={t(`configuration.display.${list}Title`)}
      part={`${list}-display-settings`}
      query={query}
      formOf={listForm}
      validate={(form) =>
        validateListDisplay(
          form,
          (query.data?.value.allColumns ?? []).map((c) => c.key),
          (query.data?.value.sortColumns ?? []).map((c) => c.key),
        )
      }
      fieldLabel={(field) =>
        t(field === 'flags' ? 'configuration.display.flagsTitle' : `configuration.display.${field}`)
      }
      display={(field, value) => {
        if (field !== 'flags') return undefined;
        const flags = value as Record<string, boolean>;
        return DISPLAY_FLAGS.filter((flag) => flags[flag] === true)
          .map((flag) => t(`configuration.display.flags.${flag}`))
          .join(', ');
      }}
      save={(form, version) =>
        save.mutateAsync({
          body: {
            [fields.sort]: form.sort,
            [fields.desc]: form.sortDesc,
            defaultColumns: form.defaultColumns.map((key) => ({ key })),
            columnsForUserOverride: form.userColumns.map((key) => ({ key })),
            ...form.flags,
          },
          version,
        })
      }
    >
      {(form, set, error, id, data) => {
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
