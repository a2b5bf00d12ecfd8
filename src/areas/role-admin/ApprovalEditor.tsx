import {
  ApprovalEditor as SharedApprovalEditor,
  ApprovalSummary as SharedApprovalSummary,
  type ApprovalEditorProps,
} from '../../ui/area/ApprovalEditor';
import type { ApprovalChoice } from '../../domain/role-admin';
import type { RevokeApprovalType } from '../../domain/approval';

/** The approval in words, in this area's labels. */
export function ApprovalSummary(props: { type: RevokeApprovalType; choice: ApprovalChoice }) {
  return <SharedApprovalSummary labels="roleAdmin" {...props} />;
}

/** The shared approval editor (src/ui/area/ApprovalEditor.tsx) with this area's labels and role request definitions. */
export function ApprovalEditor(props: Omit<ApprovalEditorProps, 'labels' | 'prdType'>) {
  return <SharedApprovalEditor labels="roleAdmin" prdType="role" {...props} />;
}
