import { escapeHtml, htmlPage } from '../http/html.js';
import { FORM_STYLESHEET } from './request-form-page.js';

export interface ApprovalFormPageModel {
  taskId: string;
  /** The task's server-side form (approvalForm). */
  formName: string;
  itemName: string;
  activity: string;
  recipientName: string;
  requesterName: string;
  reason: string;
  /** The request's data items besides the summary, as name and values. */
  dataItems: readonly { name: string; values: readonly string[] }[];
  /** The signed-in approver. */
  fullName: string;
  formToken: string;
  action: string;
  values?: { comment?: string };
  /** Fault reason of a failed decision, or an expired form. */
  error?: string;
}

const fact = (label: string, value: string): string =>
  value === '' ? '' : `\n    <p class="who">${escapeHtml(label)}: <strong dir="auto">${escapeHtml(value)}</strong></p>`;

/**
 * A task's approval form only the server renders (`approvalForm.do`, the task's approvalForm set): what is
 * asked, for whom, by whom, the request's data items, a comment, Approve and Deny. No script; styles from
 * the SSPR stylesheet.
 */
export function renderApprovalFormPage(model: ApprovalFormPageModel): string {
  const error = model.error ? `\n  <p class="alert" role="alert">${escapeHtml(model.error)}</p>` : '';
  const items = model.dataItems.map((item) => fact(item.name, item.values.join(', '))).join('');
  const body = `<main class="sspr" aria-labelledby="title">
  <h1 id="title" dir="auto">${escapeHtml(model.itemName)}</h1>
  <p class="intro" dir="auto">${escapeHtml(model.activity)}</p>
  <p class="who">Approver <strong>${escapeHtml(model.fullName)}</strong> · form ${escapeHtml(model.formName)}</p>${error}
  <section aria-label="Request">${fact('Recipient', model.recipientName)}${fact('Requester', model.requesterName)}${fact('Reason', model.reason)}${items}
  </section>
  <form method="post" action="${escapeHtml(model.action)}" novalidate>
    <input type="hidden" name="formToken" value="${escapeHtml(model.formToken)}">
    <input type="hidden" name="taskId" value="${escapeHtml(model.taskId)}">
    <div class="field">
      <label for="comment">Comment</label>
      <textarea id="comment" name="comment" maxlength="1000" rows="3" dir="auto">${escapeHtml(model.values?.comment ?? '')}</textarea>
    </div>
    <div class="decisions">
      <button type="submit" name="decision" value="approve">Approve</button>
      <button type="submit" name="decision" value="deny" class="deny">Deny</button>
    </div>
  </form>
</main>`;
  return htmlPage(`${model.itemName} - Identity Manager`, body, FORM_STYLESHEET);
}

/** After the decision: what was done, and the way back to the console's task list. */
export function renderDecidedPage(
  decision: 'approve' | 'deny',
  itemName: string,
  recipientName: string,
  tasksHref: string,
): string {
  const done = decision === 'approve' ? 'approved' : 'denied';
  return htmlPage(
    `${itemName} - Identity Manager`,
    `<main class="sspr" aria-labelledby="title">
  <h1 id="title" dir="auto">${escapeHtml(itemName)}</h1>
  <p class="success" role="status" dir="auto">You ${done} ${escapeHtml(itemName)} for ${escapeHtml(recipientName)}.</p>
  <p><a href="${escapeHtml(tasksHref)}">Open your tasks</a>, or close this page.</p>
</main>`,
    FORM_STYLESHEET,
  );
}

export type ApprovalFormMessage = 'no-session' | 'not-found' | 'closed';

const MESSAGES: Readonly<Record<ApprovalFormMessage, string>> = {
  'no-session': 'Your session has ended. Close this page and sign in to the console again.',
  'not-found': 'This approval form does not exist, or the task is not yours.',
  closed: 'This task has already been completed.',
};

export function renderApprovalMessagePage(status: ApprovalFormMessage): string {
  return htmlPage(
    'Approval form - Identity Manager',
    `<main class="sspr" aria-labelledby="title">
  <h1 id="title">Approval form</h1>
  <p class="alert" role="alert">${MESSAGES[status]}</p>
</main>`,
    FORM_STYLESHEET,
  );
}
