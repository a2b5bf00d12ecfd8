import { useId } from 'react';
import { useTranslation } from '../../core/react';
import { useLandingEdit } from '../../api/landing';
import type { IdmCore } from '../../core';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { EditorForm, FieldRefusal, useEditorForm, type Versioned } from '../../ui/form';
import { Heading } from '../../ui/Heading';
import { checkNames, checkUrl, namesOk, serverFieldError, type NameErrors } from './forms';
import { writeLanding, type LandingFields, type LandingTarget } from './landing-save';
import { NameFields } from './NameFields';
import { versionsOf } from './names';

const NO_ERRORS: NameErrors = { en: null, others: {} };

const LANDING_LABELS: Record<keyof LandingFields, string> = {
  names: 'landing.edit.names',
  appUrl: 'landing.edit.url',
  description: 'landing.edit.description',
};

export interface LandingFormProps {
  target: LandingTarget;
  /** The form as read, and the versions of the page and of the names files (see `versionText`). */
  initial: LandingFields;
  version: string;
  /** The names as the server has them now, by language (what a save need not send again). */
  currentNames(): LandingFields['names'];
  reload(): Promise<Versioned<LandingFields>>;
  onDone(): void;
}

/**
 * A category's or an application's names and address on the form kit. A save writes the page's item (with the
 * page's version as `If-Match`) and the name of each language that changed (with that file's version): the
 * contract keeps the other languages' names in one file per language, so one request per changed language.
 */
export function LandingForm({ target, initial, version, currentNames, reload, onDone }: LandingFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const edit = useLandingEdit();
  const item = target.kind === 'item' ? target.item : null;
  const title =
    target.kind === 'category'
      ? target.category
        ? t('landing.edit.renameCategory', { name: target.category.name })
        : t('landing.edit.addCategory')
      : item
        ? t('landing.edit.editItem', { name: item.name })
        : t('landing.edit.addApplication', { category: target.category.name });

  const save = async ({ names, appUrl, description }: LandingFields, sent: string | undefined) => {
    const versions = versionsOf(sent);
    const en = names.en.trim();
    const run = (core: IdmCore) => writeLanding(core, target, { names, appUrl, description }, versions, currentNames());
    try {
      await edit.mutateAsync({ list: 'landing', run, message: t('landing.edit.saved', { name: en }) });
    } catch (error) {
      const { field, text } = serverFieldError(error);
      throw field ? new FieldRefusal(field === 'name' ? 'names' : 'appUrl', text) : error;
    }
  };
  const editor = useEditorForm<LandingFields, string | NameErrors>({
    initial,
    version,
    problems: (value) => {
      const names = checkNames(value.names, t);
      return {
        names: namesOk(names) ? null : names,
        appUrl: target.kind === 'item' ? checkUrl(value.appUrl, t) : null,
      };
    },
    save,
    saved: onDone,
    reload,
  });
  const { value, set } = editor;
  const nameErrors = editor.tried ? checkNames(value.names, t) : NO_ERRORS;
  const urlError = editor.problemOf('appUrl');

  return (
    <EditorForm
      form={editor}
      part="landing-form"
      className="idm-admin-form idm-admin-card"
      labelledBy={`${id}-title`}
      submitLabel={t('landing.edit.save')}
      fieldLabel={(field) => t(LANDING_LABELS[field])}
      actions={
        <button type="button" className="idm-button secondary" onClick={onDone}>
          {t('landing.edit.cancel')}
        </button>
      }
    >
      <Heading depth={2} id={`${id}-title`}>
        {title}
      </Heading>
      <NameFields
        idPrefix={`${id}-name`}
        names={value.names}
        englishError={nameErrors.en ?? editor.serverProblemOf('names')}
        errors={nameErrors.others}
        onChange={(names) => set({ names })}
      />
      {target.kind === 'item' ? (
        <>
          <AdminTextField
            id={`${id}-url`}
            label={t('landing.edit.url')}
            value={value.appUrl}
            required
            error={typeof urlError === 'string' ? urlError : null}
            onChange={(appUrl) => set({ appUrl })}
          />
          <AdminTextField
            id={`${id}-description`}
            label={t('landing.edit.description')}
            value={value.description}
            multiline
            error={null}
            onChange={(description) => set({ description })}
          />
        </>
      ) : null}
    </EditorForm>
  );
}
