import { useBuildInfo } from '../../api/build-info';
import { errorMessage } from '../../core/errors';
import { useCore, useTranslation } from '../../core/react';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { Dialog } from '../../ui/Dialog';
import { useDateLocale } from '../../ui/dates/date-locale';
import { aboutFacts } from './about-text';

export interface AboutDialogProps {
  open: boolean;
  onClose(): void;
}

/** Product name, 'Identity Manager Dashboard version … was built on … from revision …', copyright. */
export function AboutDialog({ open, onClose }: AboutDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      heading={t('about.title')}
      onClose={onClose}
      footer={
        <button type="button" className="idm-button" onClick={onClose}>
          {t('frame.ok')}
        </button>
      }
    >
      <AboutContent />
    </Dialog>
  );
}

function AboutContent() {
  const { t } = useTranslation();
  const core = useCore();
  const dateLocale = useDateLocale();
  const buildInfo = useBuildInfo();

  if (buildInfo.isPending) return <ComponentLoader />;
  if (buildInfo.isError) {
    return (
      <p className="idm-alert danger" role="alert">
        {errorMessage(buildInfo.error, (key) => t(key))}
      </p>
    );
  }
  const facts = aboutFacts(buildInfo.data, new Date(core.env.now()), dateLocale);
  return (
    <div className="about">
      <p className="about-product">{t('about.product')}</p>
      <p>{t('about.build', { version: facts.version, date: facts.date, revision: facts.revision })}</p>
      <p className="about-copyright">{t('about.copyright', { year: facts.year })}</p>
    </div>
  );
}
