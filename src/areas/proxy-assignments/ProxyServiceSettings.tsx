import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { proxyServiceQuery, useSaveProxyServiceSettings, type ProxyServiceSettings } from '../../api/who-acts';
import type { VersionField } from '../../api/versions';
import { useCore, useTranslation } from '../../core/react';
import { dayStart, dayText } from '../../domain/delegation';
import {
  INTERVAL_MAX,
  INTERVAL_MIN,
  minutesOf,
  proxyServiceProblems,
  type CleanupChoice,
  type ProxyServiceField,
  type ProxyServiceForm,
} from '../../domain/proxy-service-settings';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { DateTime } from '../../ui/dates/DateTime';
import { LoadFailure } from '../../ui/LoadFailure';
import { Heading } from '../../ui/Heading';
import { EditorForm, useEditorForm, type Versioned } from '../../ui/form';

const formOf = (s: ProxyServiceSettings): ProxyServiceForm => ({
  syncInterval: String(s.syncInterval),
  cleanupChoice: s.cleanupChoice,
  cleanupInterval: String(s.cleanupInterval),
  cleanupDay: s.scheduledCleanup > 0 ? dayText(s.scheduledCleanup) : '',
});

/**
 * The proxy and delegation services' settings (administrators): how often assignments synchronise, and when
 * the clean-up deletes those past their retention time (every so many minutes, or on a day). Each field is
 * checked beside it; a failed save keeps the form.
 */
export function ProxyServiceSettingsPanel() {
  const core = useCore();
  const settings = useQuery(proxyServiceQuery(core));
  const { t } = useTranslation();
  return (
    <section className="proxy-service" part="proxy-service-settings" aria-labelledby="proxy-service-title">
      <Heading depth={1} id="proxy-service-title">
        {t('proxyAssignments.service.title')}
      </Heading>
      <p className="proxy-assignments-hint">{t('proxyAssignments.service.intro')}</p>
      {settings.isError ? (
        <LoadFailure
          message={t('proxyAssignments.service.failed')}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : settings.data ? (
        <ServiceForm
          settings={settings.data}
          reload={async () => {
            const { data } = await settings.refetch();
            const current = data ?? settings.data;
            return { value: formOf(current), version: current.version ?? undefined };
          }}
        />
      ) : (
        <p role="status">{t('proxyAssignments.service.loading')}</p>
      )}
    </section>
  );
}

const FIELD_LABELS: Record<keyof ProxyServiceForm, string> = {
  syncInterval: 'proxyAssignments.service.syncInterval',
  cleanupChoice: 'proxyAssignments.service.cleanup',
  cleanupInterval: 'proxyAssignments.service.cleanupInterval',
  cleanupDay: 'proxyAssignments.service.cleanupDay',
};

interface ServiceFormProps {
  settings: ProxyServiceSettings & VersionField;
  reload(): Promise<Versioned<ProxyServiceForm>>;
}

function ServiceForm({ settings, reload }: ServiceFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveProxyServiceSettings();
  const [today] = useState(() => dayText(Date.now()));
  const initial = useMemo(() => formOf(settings), [settings]);
  // A failed save keeps the form as typed; the banner says what failed.
  const editor = useEditorForm<ProxyServiceForm, string>({
    initial,
    version: settings.version ?? undefined,
    problems: (value) => proxyServiceProblems(value, today),
    save: (form, version) =>
      save.mutateAsync({
        syncInterval: minutesOf(form.syncInterval)!,
        cleanupChoice: form.cleanupChoice,
        cleanupInterval: minutesOf(form.cleanupInterval) ?? settings.cleanupInterval,
        scheduledCleanup: form.cleanupChoice === 'date' ? (dayStart(form.cleanupDay) ?? 0) : settings.scheduledCleanup,
        version,
      }),
    reload,
  });
  const { value: form, set, tried, problems } = editor;
  const error = (field: ProxyServiceField): string | null => {
    const problem = tried ? problems[field] : undefined;
    return problem ? t(`proxyAssignments.service.problem.${problem}`, { min: INTERVAL_MIN, max: INTERVAL_MAX }) : null;
  };
  const choice = (value: CleanupChoice) => (
    <label className="idm-admin-check">
      <input
        type="radio"
        name={`${id}-cleanup`}
        checked={form.cleanupChoice === value}
        onChange={() => set({ cleanupChoice: value })}
      />
      {t(`proxyAssignments.service.choice.${value}`)}
    </label>
  );
  const dayError = error('cleanupDay');
  return (
    <EditorForm
      form={editor}
      part="proxy-service-form"
      submitLabel={t('proxyAssignments.service.save')}
      fieldLabel={(field) => t(FIELD_LABELS[field])}
      display={(field, value) =>
        field === 'cleanupChoice' ? t(`proxyAssignments.service.choice.${String(value)}`) : undefined
      }
    >
      <AdminTextField
        id={`${id}-sync`}
        label={t('proxyAssignments.service.syncInterval')}
        value={form.syncInterval}
        required
        error={error('syncInterval')}
        onChange={(syncInterval) => set({ syncInterval })}
      />
      <fieldset className="proxy-service-choice">
        <legend>{t('proxyAssignments.service.cleanup')}</legend>
        {choice('interval')}
        {choice('date')}
      </fieldset>
      {form.cleanupChoice === 'interval' ? (
        <AdminTextField
          id={`${id}-cleanup-interval`}
          label={t('proxyAssignments.service.cleanupInterval')}
          value={form.cleanupInterval}
          required
          error={error('cleanupInterval')}
          onChange={(cleanupInterval) => set({ cleanupInterval })}
        />
      ) : (
        <div className="idm-admin-field">
          <label htmlFor={`${id}-cleanup-day`}>{t('proxyAssignments.service.cleanupDay')}</label>
          <input
            id={`${id}-cleanup-day`}
            type="date"
            value={form.cleanupDay}
            required
            aria-invalid={dayError !== null}
            aria-describedby={dayError !== null ? `${id}-cleanup-day-error` : undefined}
            onChange={(event) => set({ cleanupDay: event.target.value })}
          />
          {dayError !== null ? (
            <p id={`${id}-cleanup-day-error`} className="idm-admin-error">
              {dayError}
            </p>
          ) : null}
        </div>
      )}
      <p className="proxy-service-last">
        {t('proxyAssignments.service.lastCleanup')}{' '}
        {settings.lastCleanup > 0 ? (
          <DateTime value={settings.lastCleanup} pattern="PPp" />
        ) : (
          t('proxyAssignments.service.never')
        )}
      </p>
    </EditorForm>
  );
}
