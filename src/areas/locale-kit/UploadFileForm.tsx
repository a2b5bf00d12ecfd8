import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../core/react';
import { useUploadLocaleFile } from '../../api/locale-kit';
import { PROPERTIES_MAX_BYTES, PROPERTY_VALUE_MAX, type PropertiesProblem } from '../../domain/locale-properties';
import { EditorForm, useEditorForm, type EditorProps } from '../../ui/form';
import { keysOf, uploadProblems } from './upload-check';

const MAX_SHOWN_PROBLEMS = 5;

/** The file of one language as the form holds it: the server's text until a file is chosen, then that file's. */
export interface LocaleFileForm {
  content: string;
}

/** No file chosen (the form holds the server's file), or the chosen file's lines that the rules refuse. */
type UploadProblem = 'required' | PropertiesProblem[];

const byteSize = (text: string) => new TextEncoder().encode(text).length;

/**
 * A translation file of one language on the form kit: the shared rules (src/domain/locale-properties) beside
 * the file, one request per upload with the version of the file as read (`If-Match`), the conflict dialog when
 * someone else uploaded meanwhile, the leave guard while a chosen file is not uploaded.
 */
export function UploadFileForm({
  locale,
  name,
  hintId,
  initial,
  version,
  reload,
  onUploaded,
}: Pick<EditorProps<LocaleFileForm>, 'initial' | 'version' | 'reload'> & {
  locale: string;
  name: string;
  hintId: string;
  onUploaded?(detail: { locale: string }): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadLocaleFile();
  const [chosen, setChosen] = useState<string | null>(null);
  // A file chosen anew after "Take the saved version": the input shows no file name left over.
  const [inputKey, setInputKey] = useState(0);
  const knownKeys = useMemo(() => keysOf(initial.content), [initial.content]);
  const form = useEditorForm<LocaleFileForm, UploadProblem>({
    initial,
    version,
    problems: ({ content }) => {
      if (chosen === null) return { content: 'required' };
      const found = uploadProblems(content, byteSize(content), knownKeys);
      return { content: found.length > 0 ? found : null };
    },
    save: ({ content }, sentVersion) => upload.mutateAsync({ locale, content, name, version: sentVersion }),
    saved: () => {
      setChosen(null);
      setInputKey((key) => key + 1);
      onUploaded?.({ locale });
    },
    reload,
  });
  const kit = {
    ...form,
    takeTheirs: () => {
      form.takeTheirs();
      setChosen(null);
      setInputKey((key) => key + 1);
    },
  };
  const problem = form.problemOf('content');
  const problemText = (p: PropertiesProblem) =>
    t(`localeKit.problem.${p.code}`, {
      line: p.line,
      key: p.key ?? '',
      kb: PROPERTIES_MAX_BYTES / 1024,
      max: PROPERTY_VALUE_MAX,
    });
  const lines = (content: unknown) =>
    t('localeKit.keyCount', { keys: typeof content === 'string' ? keysOf(content).size : 0 });
  return (
    <EditorForm
      form={kit}
      part="locale-upload-file"
      submitLabel={t('localeKit.uploadButton')}
      fieldLabel={() => t('localeKit.fileOf', { name })}
      display={(_field, content) => lines(content)}
    >
      <div className="idm-admin-field">
        <label htmlFor={`${id}-file`}>{t('localeKit.file')}</label>
        <input
          key={inputKey}
          id={`${id}-file`}
          type="file"
          accept=".properties,text/plain"
          aria-invalid={problem !== null}
          aria-describedby={`${hintId}${problem !== null ? ` ${id}-file-error` : ''}`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (!file) return;
            setChosen(file.name);
            void file.text().then((content) => form.set({ content }));
          }}
        />
        {problem !== null ? (
          <div id={`${id}-file-error`} className="idm-admin-error">
            {problem === 'required' ? (
              <p className="idm-admin-error">{t('localeKit.fileRequired')}</p>
            ) : typeof problem === 'string' ? (
              <p className="idm-admin-error">{problem}</p>
            ) : (
              <>
                <p className="idm-admin-error">{t('localeKit.invalidFile')}</p>
                <ul className="locale-kit-problems">
                  {problem.slice(0, MAX_SHOWN_PROBLEMS).map((p, index) => (
                    <li key={index}>{problemText(p)}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        ) : null}
      </div>
    </EditorForm>
  );
}
