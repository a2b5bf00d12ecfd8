import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, cookie } from './helpers.js';
import { accessSandbox, type AccessSandbox, type Account } from './access-helpers.js';

const PAGE = '/IDMProv/approvalForm.do';

describe('server-side approval forms (approvalForm.do)', () => {
  let ctx: AccessSandbox;
  let requestId = '';
  let taskId = '';
  beforeAll(async () => {
    ctx = await accessSandbox();
    requestId = await ctx.requestFor('euser', ctx.dnOf('roles', 'Production Access'), 'cn=euser,ou=users,o=data', {
      reason: 'On call <next> week',
    });
    taskId = (await ctx.tasksOf('uaadmin', requestId))[0]?.taskId ?? '';
    expect(taskId).not.toBe('');
  });
  afterAll(async () => ctx.close());

  const open = async (id: string, as: Account | 'nobody' = 'uaadmin') => {
    const session = as === 'nobody' ? 'nope' : ctx.token[as];
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${PAGE}?taskId=${encodeURIComponent(id)}`,
      headers: { host: HOST },
      cookies: { MFSSO_IDMDASH: `Bearer,${session}` },
    });
    return {
      res,
      formToken: /name="formToken" value="([^"]+)"/.exec(res.body)?.[1] ?? '',
      formCookie: cookie(res, 'IDM_APPROVAL_FORM')?.value ?? '',
    };
  };
  const post = (fields: Record<string, string>, formCookie: string) =>
    ctx.app.inject({
      method: 'POST',
      url: PAGE,
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { MFSSO_IDMDASH: `Bearer,${ctx.token.uaadmin}`, IDM_APPROVAL_FORM: formCookie },
      payload: new URLSearchParams(fields).toString(),
    });

  it('shows the task to its approver under the strict CSP, without script, server text escaped', async () => {
    const { res, formToken, formCookie } = await open(taskId);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Production Access');
    expect(res.body).toContain('Eddie User');
    expect(res.body).toContain('On call &lt;next&gt; week');
    expect(res.body).toContain('ProductionAccessReview');
    expect(res.body).toMatch(/<button type="submit" name="decision" value="approve">Approve<\/button>/);
    expect(res.body).not.toMatch(/<script|style=/i);
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    expect(formToken).toBe(formCookie);
  });

  it('refuses without a session, for others’ tasks, unknown tasks and tasks the console renders itself', async () => {
    expect((await open(taskId, 'nobody')).res.statusCode).toBe(401);
    expect((await open(taskId, 'euser')).res.statusCode).toBe(404);
    expect((await open('999999')).res.statusCode).toBe(404);
    expect((await open('<x>')).res.statusCode).toBe(404);
    const [person] = ctx.people(1, 45);
    const plain = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'CRM Read'), person!.dn);
    const plainTask = (await ctx.tasksOf('mmanager', plain))[0]?.taskId ?? '';
    expect((await open(plainTask, 'mmanager')).res.statusCode).toBe(404);
  });

  it('keeps the comment when the form expired or no decision was chosen, then approves through the REST call', async () => {
    const { formCookie } = await open(taskId);
    const expired = await post(
      { formToken: 'forged', taskId, comment: 'Checked the rota', decision: 'approve' },
      formCookie,
    );
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain('The form has expired.');
    expect(expired.body).toContain('Checked the rota');

    const again = await open(taskId);
    const undecided = await post({ formToken: again.formToken, taskId, comment: 'Checked the rota' }, again.formCookie);
    expect(undecided.statusCode).toBe(400);
    expect(undecided.body).toContain('Choose Approve or Deny.');
    expect(undecided.body).toContain('Checked the rota');
    expect(await ctx.state(requestId)).toBe(15);

    const last = await open(taskId);
    const done = await post(
      { formToken: last.formToken, taskId, comment: 'Checked the rota', decision: 'approve' },
      last.formCookie,
    );
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You approved Production Access for Eddie User.');
    expect(await ctx.state(requestId)).toBe(20);
    const history = await ctx.item(requestId);
    expect(history.timeline.map((e) => e.activity)).toContain('Approval: approved by UA Admin');
    expect(history.comments.map((c) => c.comment)).toContain('Checked the rota');

    const closed = await open(taskId);
    expect(closed.res.statusCode).toBe(409);
    expect(closed.res.body).toContain('This task has already been completed.');
  });
});
