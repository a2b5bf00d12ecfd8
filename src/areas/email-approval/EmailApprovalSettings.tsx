import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { emailApprovalQueries, useSaveEmailApproval, type EmailApprovalAnswer } from '../../api/email-approval';
import type { VersionField } from '../../api/versions';
import { useCore, useTranslation } from '../../core/react';
import {
  CLEANUP_DAYS,
  MAIL_SERVER_TYPES,
  POLLING_MINUTES,
  PORT_RANGE,
  TOKEN_HOURS,
  PHRASE_MAX,
  defaultMailPort,
  type EmailApprovalField,
  type EmailApprovalProblem,
  type LocalePhrase,
  type MailServerType,
} from '../../domain/email-approval';
import type { LocalizedText } from '../../domain/role-admin';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { LocalizedTexts } from '../../ui/area';
import { EditorForm, useEditorForm, type Versioned } from '../../ui/form';
import { formOf, formProblems, inputOf, type EmailApprovalForm } from './form-model';
import { SettingsField } from './SettingsField';
import { Heading } from '../../ui/Heading';

const RANGES: Partial<Record<EmailApprovalProblem, { min: number; max: number }>> = {
  port: PORT_RANGE,
  interval: POLLING_MINUTES,
  days: CLEANUP_DAYS,
  hours: TOKEN_HOURS,
};

/** The conflict dialog names the fields as the form labels them. */
const FIELD_LABELS: Record<keyof EmailApprovalForm, string> = {
  emailApprovalTurnOn: 'emailApproval.enable',
  serverType: 'emailApproval.serverType',
  host: 'emailApproval.host',
  port: 'emailApproval.port',
  sslEnabled: 'emailApproval.ssl',
  folder: 'emailApproval.folder',
  pollingInterval: 'emailApproval.pollingInterval',
  email: 'emailApproval.account',
  password: 'emailApproval.password',
  approvePhrase: 'emailApproval.approvePhrases',
  denyPhrase: 'emailApproval.denyPhrases',
  replyEmail: 'emailApproval.replyEmail',
  tokenExpirationTime: 'emailApproval.tokenExpiration',
  cleanupTimeInDays: 'emailApproval.cleanup',
  successMailTemplate: 'emailApproval.successMailTemplate',
  failureMailTemplate: 'emailApproval.failureMailTemplate',
  isProxyEnabled: 'emailApproval.proxy',
  proxyHost: 'emailApproval.proxyHost',
  proxyPort: 'emailApproval.proxyPort',
  proxyUser: 'emailApproval.proxyUser',
  proxyPassword: 'emailApproval.proxyPassword',
  notifySmtpTls: 'emailApproval.smtpTls',
};

const asTexts = (phrases: readonly LocalePhrase[]): LocalizedText[] =>
  phrases.map(({ locale, value }) => ({ locale, text: value }));
const asPhrases = (texts: readonly LocalizedText[]): LocalePhrase[] =>
  texts.map(({ locale, text }) => ({ locale, value: text }));

/** The e-mail approval settings: the page and the element show the same form. */
export interface EmailApprovalSettingsProps {
  /** After a save the server took (`idm-email-approval-saved` in the element). */
  onSaved?(detail: { enabled: boolean }): void;
}

export function EmailApprovalSettingsView({ onSaved }: EmailApprovalSettingsProps) {
  const { t } = useTranslation();
  const core = useCore();
  const settings = useQuery(emailApprovalQueries.settings(core));
  if (settings.isPending) return <ComponentLoader label={t('emailApproval.loading')} />;
  if (settings.isError)
    return (
      <p role="alert" className="idm-admin-error" part="error">
        {t('emailApproval.loadFailed')}
      </p>
    );
  // A newer read replaces the form only while nothing is typed (the kit); after a save the stored secrets'
  // fields empty again ("stored; leave blank to keep it"), as the settings read again answer no secret.
  return (
    <SettingsForm
      answer={settings.data}
      onSaved={onSaved}
      reload={async () => {
        const { data } = await settings.refetch();
        const current = data ?? settings.data;
        return { value: formOf(current), version: current.version ?? undefined };
      }}
    />
  );
}

interface SettingsFormProps extends EmailApprovalSettingsProps {
  answer: EmailApprovalAnswer & VersionField;
  reload(): Promise<Versioned<EmailApprovalForm>>;
}

function SettingsForm({ answer, onSaved, reload }: SettingsFormProps) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const templates = useQuery(emailApprovalQueries.templates(core));
  const save = useSaveEmailApproval();
  const initial = useMemo(() => formOf(answer), [answer]);
  // A failed save keeps the form as typed; the banner shows the server's answer.
  const editor = useEditorForm<EmailApprovalForm, EmailApprovalProblem, EmailApprovalAnswer>({
    initial,
    version: answer.version ?? undefined,
    problems: formProblems,
    save: (value, version) => save.mutateAsync({ ...inputOf(value), version }),
    saved: (_value, saved) => onSaved?.({ enabled: saved.emailApprovalTurnOn }),
    reload,
  });
  const { value: form, set, tried, problems } = editor;
  const error = (field: EmailApprovalField): string | null => {
    const problem = problems[field];
    return tried && problem ? t(`emailApproval.problem.${problem}`, { max: PHRASE_MAX, ...RANGES[problem] }) : null;
  };
  const display = (field: keyof EmailApprovalForm, value: unknown): string | undefined => {
    if (field === 'password' || field === 'proxyPassword') return value ? '••••••' : '';
    if (field === 'approvePhrase' || field === 'denyPhrase')
      return (value as LocalePhrase[]).map((phrase) => `${phrase.locale}: ${phrase.value}`).join(', ');
    return undefined;
  };
  const serverType = (type: MailServerType) =>
    set({ serverType: type, port: String(defaultMailPort(type, form.sslEnabled)) });
  const ssl = (on: boolean) => {
    const usual = String(defaultMailPort(form.serverType, !on));
    set({ sslEnabled: on, ...(form.port === usual ? { port: String(defaultMailPort(form.serverType, on)) } : {}) });
  };
  const phraseLabels = (kind: 'approve' | 'deny') => ({
    language: t('emailApproval.language'),
    text: (language: string) => t(`emailApproval.${kind}PhraseIn`, { language }),
    add: t(`emailApproval.${kind}PhraseAdd`),
    remove: (language: string) => t('emailApproval.removePhrase', { language }),
  });
  const templateOptions = templates.data ?? [];
  const templateSelect = (field: 'successMailTemplate' | 'failureMailTemplate') => (
    <div className="idm-admin-field">
      <label htmlFor={`${id}-${field}`}>{t(`emailApproval.${field}`)}</label>
      <select id={`${id}-${field}`} value={form[field]} onChange={(event) => set({ [field]: event.target.value })}>
        <option value="">{t('emailApproval.defaultTemplate')}</option>
        {templateOptions.map((template) => (
          <option key={template.dn} value={template.dn}>
            {template.name}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section className="idm-admin" part="email-approval" aria-labelledby={`${id}-title`}>
      <header className="idm-admin-header">
        <Heading id={`${id}-title`}>{t('emailApproval.title')}</Heading>
      </header>
      <p className="email-approval-hint">{t('emailApproval.intro')}</p>
      <EditorForm
        form={editor}
        part="email-approval-form"
        submitLabel={t('emailApproval.save')}
        fieldLabel={(field) => t(FIELD_LABELS[field])}
        display={display}
      >
        <label className="idm-admin-check">
          <input
            type="checkbox"
            checked={form.emailApprovalTurnOn}
            onChange={(event) => set({ emailApprovalTurnOn: event.currentTarget.checked })}
          />
          {t('emailApproval.enable')}
        </label>
        <fieldset className="email-approval-group">
          <legend>{t('emailApproval.incoming')}</legend>
          <div className="email-approval-row">
            <div className="idm-admin-field">
              <label htmlFor={`${id}-type`}>{t('emailApproval.serverType')}</label>
              <select
                id={`${id}-type`}
                value={form.serverType}
                onChange={(event) => serverType(event.target.value as MailServerType)}
              >
                {MAIL_SERVER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </div>
            <SettingsField
              id={`${id}-host`}
              label={t('emailApproval.host')}
              value={form.host}
              required={form.emailApprovalTurnOn}
              error={error('host')}
              onChange={(host) => set({ host })}
            />
            <SettingsField
              id={`${id}-port`}
              label={t('emailApproval.port')}
              type="number"
              value={form.port}
              error={error('port')}
              onChange={(port) => set({ port })}
            />
          </div>
          <label className="idm-admin-check">
            <input type="checkbox" checked={form.sslEnabled} onChange={(event) => ssl(event.currentTarget.checked)} />
            {t('emailApproval.ssl')}
          </label>
          <div className="email-approval-row">
            <SettingsField
              id={`${id}-folder`}
              label={t('emailApproval.folder')}
              value={form.folder}
              required={form.emailApprovalTurnOn}
              error={error('folder')}
              onChange={(folder) => set({ folder })}
            />
            <SettingsField
              id={`${id}-interval`}
              label={t('emailApproval.pollingInterval')}
              hint={t('emailApproval.minutes', POLLING_MINUTES)}
              type="number"
              value={form.pollingInterval}
              error={error('pollingInterval')}
              onChange={(pollingInterval) => set({ pollingInterval })}
            />
          </div>
          <div className="email-approval-row">
            <SettingsField
              id={`${id}-account`}
              label={t('emailApproval.account')}
              type="email"
              value={form.email}
              error={error('email')}
              onChange={(email) => set({ email })}
            />
            <SettingsField
              id={`${id}-password`}
              label={t('emailApproval.password')}
              hint={answer.passwordSet ? t('emailApproval.secretSet') : t('emailApproval.secretNotSet')}
              type="password"
              autoComplete="new-password"
              value={form.password}
              error={null}
              onChange={(password) => set({ password })}
            />
          </div>
        </fieldset>
        <fieldset className="email-approval-group">
          <legend>{t('emailApproval.replies')}</legend>
          <LocalizedTexts
            legend={t('emailApproval.approvePhrases')}
            labels={phraseLabels('approve')}
            value={asTexts(form.approvePhrase)}
            onChange={(texts) => set({ approvePhrase: asPhrases(texts) })}
          />
          {error('approvePhrase') !== null ? (
            <p className="idm-admin-error" id={`${id}-approve-error`}>
              {error('approvePhrase')}
            </p>
          ) : null}
          <LocalizedTexts
            legend={t('emailApproval.denyPhrases')}
            labels={phraseLabels('deny')}
            value={asTexts(form.denyPhrase)}
            onChange={(texts) => set({ denyPhrase: asPhrases(texts) })}
          />
          {error('denyPhrase') !== null ? (
            <p className="idm-admin-error" id={`${id}-deny-error`}>
              {error('denyPhrase')}
            </p>
          ) : null}
          <div className="email-approval-row">
            <SettingsField
              id={`${id}-reply`}
              label={t('emailApproval.replyEmail')}
              type="email"
              value={form.replyEmail}
              error={error('replyEmail')}
              onChange={(replyEmail) => set({ replyEmail })}
            />
            <SettingsField
              id={`${id}-token`}
              label={t('emailApproval.tokenExpiration')}
              hint={t('emailApproval.hours', TOKEN_HOURS)}
              type="number"
              value={form.tokenExpirationTime}
              error={error('tokenExpirationTime')}
              onChange={(tokenExpirationTime) => set({ tokenExpirationTime })}
            />
            <SettingsField
              id={`${id}-cleanup`}
              label={t('emailApproval.cleanup')}
              hint={t('emailApproval.days', CLEANUP_DAYS)}
              type="number"
              value={form.cleanupTimeInDays}
              error={error('cleanupTimeInDays')}
              onChange={(cleanupTimeInDays) => set({ cleanupTimeInDays })}
            />
          </div>
          <div className="email-approval-row">
            {templateSelect('successMailTemplate')}
            {templateSelect('failureMailTemplate')}
          </div>
        </fieldset>
        <fieldset className="email-approval-group">
          <legend>{t('emailApproval.connection')}</legend>
          <label className="idm-admin-check">
            <input
              type="checkbox"
              checked={form.isProxyEnabled}
              onChange={(event) => set({ isProxyEnabled: event.currentTarget.checked })}
            />
            {t('emailApproval.proxy')}
          </label>
          <div className="email-approval-row">
            <SettingsField
              id={`${id}-proxy-host`}
              label={t('emailApproval.proxyHost')}
              value={form.proxyHost}
              required={form.isProxyEnabled}
              error={error('proxyHost')}
              onChange={(proxyHost) => set({ proxyHost })}
            />
            <SettingsField
              id={`${id}-proxy-port`}
              label={t('emailApproval.proxyPort')}
              type="number"
              value={form.proxyPort}
              error={error('proxyPort')}
              onChange={(proxyPort) => set({ proxyPort })}
            />
          </div>
          <div className="email-approval-row">
            <SettingsField
              id={`${id}-proxy-user`}
              label={t('emailApproval.proxyUser')}
              value={form.proxyUser}
              error={null}
              onChange={(proxyUser) => set({ proxyUser })}
            />
            <SettingsField
              id={`${id}-proxy-password`}
              label={t('emailApproval.proxyPassword')}
              hint={answer.proxyPasswordSet ? t('emailApproval.secretSet') : t('emailApproval.secretNotSet')}
              type="password"
              autoComplete="new-password"
              value={form.proxyPassword}
              error={null}
              onChange={(proxyPassword) => set({ proxyPassword })}
            />
          </div>
          <label className="idm-admin-check">
            <input
              type="checkbox"
              checked={form.notifySmtpTls}
              onChange={(event) => set({ notifySmtpTls: event.currentTarget.checked })}
            />
            {t('emailApproval.smtpTls')}
          </label>
        </fieldset>
      </EditorForm>
      <section className="idm-admin-card email-approval-templates" aria-labelledby={`${id}-templates`}>
        <Heading depth={1} id={`${id}-templates`}>
          {t('emailApproval.templates')}
        </Heading>
        {templates.isPending ? <ComponentLoader label={t('emailApproval.loading')} /> : null}
        {templates.isError ? <p className="idm-admin-error">{t('emailApproval.templatesFailed')}</p> : null}
        {templates.data ? (
          <ul>
            {templates.data.map((template) => (
              <li key={template.dn}>{template.name}</li>
            ))}
          </ul>
        ) : null}
      </section>
    </section>
  );
}
