import { useId } from 'react';
import { useTranslation } from '../../core/react';
import {
  approvalSummary,
  moveApprover,
  validateQuorum,
  type ApprovalChoice,
  type ApproverChoice,
} from '../../domain/role-admin';
import type { RevokeApprovalType } from '../../domain/approval';
import { LazyPicker as Picker } from '../picker/LazyPicker';
import { choiceOf, itemOf } from './picker-choice';

/**
 * Whose words the editor speaks: the i18n namespace holding its labels (approvalType.*, approvalSummary.*, approvers,
 * approversRequired, approverOrder, moveUp, moveDown, quorum, quorumRange, required, requestDef, requestDefRequired).
 */
export type ApprovalLabels = 'roleAdminEditor' | 'resourceAdminPages';

export interface ApprovalEditorProps {
  labels: ApprovalLabels;
  /** The request definitions offered for a custom approval: role or resource approval definitions. */
  prdType: 'role' | 'resource';
  legend: string;
  value: ApprovalChoice;
  onChange(value: ApprovalChoice): void;
  /** Show what keeps it from being saved (after a save was tried). */
  showErrors: boolean;
}

const TYPES = ['none', 'serial', 'quorum', 'custom'] as const;

/** The approval in words: 'No approval', 'Serial approval by Ann → Bob', 'Quorum of 60% of 3 approvers', … */
export function ApprovalSummary({
  labels,
  type,
  choice,
}: {
  labels: ApprovalLabels;
  type: RevokeApprovalType;
  choice: ApprovalChoice;
}) {
  const { t } = useTranslation();
  const summary = approvalSummary(type, choice);
  return <bdi>{t(`${labels}.approvalSummary.${summary.key}`, summary.values)}</bdi>;
}

/**
 * A role's or a resource's grant or revoke approval (the same editor in both areas, in their words):
 * none, standard serial (approvers in order, re-orderable by dragging or with Move up / Move down), standard
 * quorum (a percentage of the approvers) or custom (one request definition).
 */
export function ApprovalEditor({ labels, prdType, legend, value, onChange, showErrors }: ApprovalEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const quorumProblem = value.type === 'quorum' ? validateQuorum(value.quorum) : null;
  const set = (change: Partial<ApprovalChoice>) => onChange({ ...value, ...change });
  const setApprovers = (approvers: ApproverChoice[]) => set({ approvers });
  const standard = value.type === 'serial' || value.type === 'quorum';
  return (
    <fieldset className="idm-admin-approval">
      <legend>{legend}</legend>
      <div role="radiogroup" aria-label={legend} className="idm-admin-approval-types">
        {TYPES.map((type) => (
          <label key={type}>
            <input
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={value.type === type}
              onChange={() => set({ type })}
            />
            {t(`${labels}.approvalType.${type}`)}
          </label>
        ))}
      </div>
      {standard ? (
        <>
          <Picker
            label={t(`${labels}.approvers`)}
            tabs={['users', 'groups']}
            mode="multi"
            value={value.approvers.map(itemOf)}
            onChange={(items) => setApprovers(items.map(choiceOf))}
            required
            errorText={t(`${labels}.approversRequired`)}
          />
          {value.type === 'serial' && value.approvers.length > 1 ? (
            <ol className="idm-admin-approver-order" aria-label={t(`${labels}.approverOrder`)}>
              {value.approvers.map((approver, index) => (
                <li key={approver.dn}>
                  <bdi>{approver.name}</bdi>
                  <button
                    type="button"
                    className="idm-button secondary"
                    disabled={index === 0}
                    onClick={() => setApprovers(moveApprover(value.approvers, index, index - 1))}
                  >
                    {t(`${labels}.moveUp`, { name: approver.name })}
                  </button>
                  <button
                    type="button"
                    className="idm-button secondary"
                    disabled={index === value.approvers.length - 1}
                    onClick={() => setApprovers(moveApprover(value.approvers, index, index + 1))}
                  >
                    {t(`${labels}.moveDown`, { name: approver.name })}
                  </button>
                </li>
              ))}
            </ol>
          ) : null}
          {showErrors && value.approvers.length === 0 ? (
            <p className="idm-admin-error" role="alert">
              {t(`${labels}.approversRequired`)}
            </p>
          ) : null}
        </>
      ) : null}
      {value.type === 'quorum' ? (
        <div className="idm-admin-field">
          <label htmlFor={`${id}-quorum`}>{t(`${labels}.quorum`)}</label>
          <input
            id={`${id}-quorum`}
            inputMode="numeric"
            value={value.quorum}
            aria-invalid={showErrors && quorumProblem !== null}
            aria-describedby={showErrors && quorumProblem ? `${id}-quorum-error` : undefined}
            onChange={(event) => set({ quorum: event.target.value })}
          />
          <span aria-hidden="true">%</span>
          {showErrors && quorumProblem ? (
            <p id={`${id}-quorum-error`} className="idm-admin-error">
              {quorumProblem === 'required' ? t(`${labels}.required`) : t(`${labels}.quorumRange`)}
            </p>
          ) : null}
        </div>
      ) : null}
      {value.type === 'custom' ? (
        <>
          <Picker
            label={t(`${labels}.requestDef`)}
            tabs={[{ id: 'customApproval', prdType }]}
            mode="single"
            value={value.requestDef ? [{ itemType: 'prd', dn: value.requestDef.dn, name: value.requestDef.name }] : []}
            onChange={(items) => {
              const item = items[0];
              set({ requestDef: item ? { dn: choiceOf(item).dn, name: choiceOf(item).name } : null });
            }}
            required
          />
          {showErrors && !value.requestDef?.dn ? (
            <p className="idm-admin-error" role="alert">
              {t(`${labels}.requestDefRequired`)}
            </p>
          ) : null}
        </>
      ) : null}
      <p className="idm-admin-approval-summary">
        <ApprovalSummary labels={labels} type={value.type} choice={value} />
      </p>
    </fieldset>
  );
}
