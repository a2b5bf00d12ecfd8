import { escapeHtml, htmlPage } from '../http/html.js';

export const FORM_STYLESHEET = '/sspr/private/sspr.css';

export interface RequestFormPageModel {
  /** The request definition's DN (the `id` the console's link carries). */
  id: string;
  name: string;
  description: string;
  formName: string;
  fullName: string;
  formToken: string;
  action: string;
  values?: { details?: string; reason?: string };
  /** Fault reason of a failed submit, or a field left empty. */
  error?: string;
}

/**
 * A request form only the server renders (`requestForm.do`, isNewForm false): the definition's name and
 * description, what the request is about, the reason. No script; styles from the SSPR stylesheet.
 */
export function renderRequestFormPage(model: RequestFormPageModel): string {
  const values = model.values ?? {};
  const error = model.error ? `\n  <p class="alert" role="alert">${escapeHtml(model.error)}</p>` : '';
  const body = `<main class="sspr" aria-labelledby="title">
  <h1 id="title" dir="auto">${escapeHtml(model.name)}</h1>
  <p class="intro" dir="auto">${escapeHtml(model.description)}</p>
  <p class="who">Requested by <strong>${escapeHtml(model.fullName)}</strong> · form ${escapeHtml(model.formName)}</p>${error}
  <form method="post" action="${escapeHtml(model.action)}" novalidate>
    <input type="hidden" name="formToken" value="${escapeHtml(model.formToken)}">
    <input type="hidden" name="id" value="${escapeHtml(model.id)}">
    <div class="field">
      <label for="details">What do you need?</label>
      <textarea id="details" name="details" required maxlength="1000" rows="4" dir="auto">${escapeHtml(values.details ?? '')}</textarea>
    </div>
    <div class="field">
      <label for="reason">Reason for request</label>
      <input id="reason" name="reason" maxlength="1000" dir="auto" value="${escapeHtml(values.reason ?? '')}">
    </div>
    <button type="submit">Submit request</button>
  </form>
</main>`;
  return htmlPage(`${model.name} - Identity Manager`, body, FORM_STYLESHEET);
}

export function renderRequestSubmittedPage(name: string, historyHref: string): string {
  return htmlPage(
    `${name} - Identity Manager`,
    `<main class="sspr" aria-labelledby="title">
  <h1 id="title" dir="auto">${escapeHtml(name)}</h1>
  <p class="success" role="status">Your request was submitted.</p>
  <p><a href="${escapeHtml(historyHref)}">Open your request history</a>, or close this page.</p>
</main>`,
    FORM_STYLESHEET,
  );
}

export function renderFormMessagePage(status: 'no-session' | 'not-found'): string {
  const text =
    status === 'no-session'
      ? 'Your session has ended. Close this page and sign in to the console again.'
      : 'This request form does not exist.';
  return htmlPage(
    'Request form - Identity Manager',
    `<main class="sspr" aria-labelledby="title">
  <h1 id="title">Request form</h1>
  <p class="alert" role="alert">${text}</p>
</main>`,
    FORM_STYLESHEET,
  );
}
