import { useState } from 'react';
import { useTranslation } from '../../core/react';
import type { SodExceptionState, SodViolation } from '../../api/catalog-admin';
import { LoadFailure } from '../../ui/LoadFailure';
import { useSodViolations, useUserSodViolations } from './queries';
import { Heading } from '../../ui/Heading';

/** The rules one user breaks and the role assignments behind each (`access/sods/violations/user`). */
function UserViolations({ violation }: { violation: SodViolation }) {
  const { t } = useTranslation();
  const rules = useUserSodViolations(violation.dn);
  if (rules.isError) return <LoadFailure error={rules.error} onRetry={() => void rules.refetch()} />;
  return (
    <ul className="sod-admin-causes" aria-label={t('sodAdmin.causesOf', { name: violation.name })}>
      {(rules.data ?? []).map((rule) => (
        <li key={rule.sodDn}>
          <bdi>{rule.sodName}</bdi>: <bdi>{rule.role1}</bdi> ⟷ <bdi>{rule.role2}</bdi>
          {rule.inheritedRole ? (
            <>
              {' '}
              ({t('sodAdmin.through')} <bdi>{rule.inheritedRole}</bdi>)
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const EXCEPTION_LABEL: Record<SodExceptionState, string> = {
  approved: 'sodAdmin.exceptionApproved',
  pending: 'sodAdmin.exceptionPending',
  denied: 'sodAdmin.exceptionDenied',
  none: 'sodAdmin.exceptionNotApproved',
};

/** Who holds both roles of a rule, with the exception's state; one opens the assignments behind it. */
export function SodViolations({ dn }: { dn: string }) {
  const { t } = useTranslation();
  const violations = useSodViolations(dn);
  const [open, setOpen] = useState<string | null>(null);
  const items = violations.data ?? [];
  return (
    <section className="idm-admin-card" part="sod-violations" aria-labelledby="sod-admin-violations">
      <Heading depth={1} id="sod-admin-violations">
        {t('sodAdmin.violations')}
      </Heading>
      {violations.isError ? <LoadFailure error={violations.error} onRetry={() => void violations.refetch()} /> : null}
      {violations.isSuccess && items.length === 0 ? <p>{t('sodAdmin.noViolations')}</p> : null}
      <ul className="sod-admin-violations">
        {items.map((violation) => (
          <li key={violation.rowId}>
            <button
              type="button"
              className="idm-link-button"
              aria-expanded={open === violation.rowId}
              onClick={() => setOpen(open === violation.rowId ? null : violation.rowId)}
            >
              <bdi>{violation.name}</bdi>
            </button>{' '}
            <span className={violation.exception === 'approved' ? 'sod-admin-approved' : 'sod-admin-unapproved'}>
              {t(EXCEPTION_LABEL[violation.exception])}
            </span>
            {violation.justification ? (
              <span className="sod-admin-justification">
                {' '}
                {t('sodAdmin.justificationShown')} <bdi>{violation.justification}</bdi>
              </span>
            ) : null}
            {open === violation.rowId && violation.type === 'user' ? <UserViolations violation={violation} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
