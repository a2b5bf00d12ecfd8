import type { ReactNode } from 'react';
import { useTranslation } from '../../core/react';
import type { ApprovalChoice } from '../../domain/role-admin';
import { ApprovalEditor, ApprovalSummary } from './ApprovalEditor';

/** How an item's revoke is approved: as its grant, kept as assigned (a resource), or by its own approval. */
export type RevokeMode = 'same' | 'retain' | 'own';

export interface CatalogApprovalsProps {
  /** The area's words (`approval`, `revokeApproval`, `revokeRetainHint`, the approval editor's). */
  area: 'roleAdminEditor' | 'resourceAdminPages';
  /** The request definitions a custom approval may use: the roles' or the resources'. */
  prdType: 'role' | 'resource';
  grant: ApprovalChoice;
  onGrantChange(approval: ApprovalChoice): void;
  revokeMode: RevokeMode;
  /** The control that chooses the revoke mode (a checkbox for roles, radios for resources). */
  revokeModeChoice: ReactNode;
  revoke: ApprovalChoice;
  onRevokeChange(approval: ApprovalChoice): void;
  /** Show what keeps them from being saved (after a save was tried). */
  showErrors: boolean;
}

/** A catalog item's grant approval, then its revoke approval: the grant's summary, a hint, or an editor of its own. */
export function CatalogApprovals(props: CatalogApprovalsProps) {
  const { area, prdType, revokeMode, showErrors } = props;
  const { t } = useTranslation();
  return (
    <>
      <ApprovalEditor
        labels={area}
        prdType={prdType}
        legend={t(`${area}.approval`)}
        value={props.grant}
        onChange={props.onGrantChange}
        showErrors={showErrors}
      />
      <fieldset className="idm-admin-approval">
        <legend>{t(`${area}.revokeApproval`)}</legend>
        {props.revokeModeChoice}
        {revokeMode === 'same' ? (
          <p className="idm-admin-approval-summary">
            <ApprovalSummary labels={area} type="same-as-grant" choice={props.grant} />
          </p>
        ) : revokeMode === 'retain' ? (
          <p className="idm-admin-approval-summary">{t(`${area}.revokeRetainHint`)}</p>
        ) : (
          <ApprovalEditor
            labels={area}
            prdType={prdType}
            legend={t(`${area}.revokeApproval`)}
            value={props.revoke}
            onChange={props.onRevokeChange}
            showErrors={showErrors}
          />
        )}
      </fieldset>
    </>
  );
}
