import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../core/react';
import { useSaveCprsConfig, type CprsConfig } from '../../api/resource-admin';
import { Heading } from '../../ui/Heading';

/** The CPRS settings: on or off, how long requests are kept, how often the connected systems are polled. */
export function CprsConfigForm({ config }: { config: CprsConfig }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveCprsConfig();
  const [value, setValue] = useState({
    enableCprs: config.enableCprs,
    cleanup: String(config.cleanupTimeInDays),
    polling: String(config.pollingInterval),
  });
  const [tried, setTried] = useState(false);
  const bad = (text: string, max: number) => !/^\d{1,4}$/.test(text.trim()) || Number(text) < 1 || Number(text) > max;
  const cleanupBad = bad(value.cleanup, 3650);
  const pollingBad = bad(value.polling, 1440);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (cleanupBad || pollingBad) return;
    save
      .mutateAsync({
        enableCprs: value.enableCprs,
        cleanupTimeInDays: Number(value.cleanup),
        pollingInterval: Number(value.polling),
      })
      .catch(() => undefined);
  };
  return (
    <form className="idm-admin-form idm-admin-card" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <Heading depth={1} id={`${id}-title`}>
        {t('resourceAdminPages.cprs.config')}
      </Heading>
      <label>
        <input
          type="checkbox"
          checked={value.enableCprs}
          onChange={(e) => setValue({ ...value, enableCprs: e.target.checked })}
        />
        {t('resourceAdminPages.cprs.enable')}
      </label>
      {(
        [
          ['cleanup', cleanupBad, 'resourceAdminPages.cprs.cleanup', 'resourceAdminPages.cprs.cleanupRange'],
          ['polling', pollingBad, 'resourceAdminPages.cprs.polling', 'resourceAdminPages.cprs.pollingRange'],
        ] as const
      ).map(([field, invalid, label, error]) => (
        <div key={field} className="idm-admin-field">
          <label htmlFor={`${id}-${field}`}>{t(label)}</label>
          <input
            id={`${id}-${field}`}
            inputMode="numeric"
            value={value[field]}
            aria-invalid={tried && invalid}
            aria-describedby={tried && invalid ? `${id}-${field}-error` : undefined}
            onChange={(e) => setValue({ ...value, [field]: e.target.value })}
          />
          {tried && invalid ? (
            <p id={`${id}-${field}-error`} className="idm-admin-error">
              {t(error)}
            </p>
          ) : null}
        </div>
      ))}
      <div className="idm-admin-actions">
        <button type="submit" className="idm-button" disabled={save.isPending}>
          {t('resourceAdminPages.save')}
        </button>
      </div>
    </form>
  );
}
