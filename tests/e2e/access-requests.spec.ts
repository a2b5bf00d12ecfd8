import {
  ADMIN,
  EDDIE,
  apiAs,
  TINA,
  addToCart,
  banner,
  cart,
  cartEntry,
  expect,
  historyTable,
  host,
  main,
  reasonField,
  submitButton,
  test,
  uniqueId,
} from './access-helpers';

// Request access (issue 5): on behalf of a group, and a cart that survives a failed submit.

test('UA Admin requests a role on behalf of a group: each member gets a request, and they are provisioned', async ({ as, request }) => {
  test.setTimeout(90_000);
  const item = 'Office Basics'; // no approval
  const group = 'Support'; // a small group (five members with --users 200, Tina among them)
  const members = await apiAs(request, ADMIN).then((api) =>
    api.call<{ recipients: { dn: string; name: string }[] }>('POST', 'access/groups/members', {
      query: { size: '100' },
      body: { dn: 'cn=Support,ou=groups,o=data' },
    }),
  );
  expect(members.status).toBe(200);
  const memberDns = members.body.recipients.map((m) => m.dn);
  expect(memberDns).toContain(TINA.dn);

  const admin = await as(ADMIN, 'requests');
  const recipients = main(admin).getByRole('group', { name: 'Request for' });
  await recipients.getByRole('radio', { name: 'Someone else' }).check();
  const picker = main(admin).getByRole('combobox', { name: 'Recipients' });
  await picker.fill(group);
  await host(admin).getByRole('tab', { name: 'Groups' }).click();
  await main(admin).getByRole('listbox', { name: 'Groups' }).getByRole('option', { name: group, exact: true }).click();
  await admin.keyboard.press('Escape');
  await expect(main(admin).getByRole('list', { name: 'Selected Recipients' })).toContainText(group);

  await addToCart(admin, item);
  await reasonField(admin).fill('Standard kit for the support team.');
  const answered = admin.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/rest/access/requests/permissions'));
  await submitButton(admin).click();
  const answer = (await (await answered).json()) as { success: boolean; OperationNodes: { userDn: string }[] };
  expect(answer.success).toBe(true);
  // A group without 'Assign Role to Group' stands for its members: one request each.
  expect(answer.OperationNodes.map((node) => node.userDn).sort()).toEqual([...memberDns].sort());
  await expect(cart(admin).getByRole('status')).toContainText('Your request was submitted.');

  // UA Admin's history lists the five requests; no approval, so they are provisioned shortly.
  await admin.goto('/idmdash/#/history');
  const search = main(admin).getByRole('searchbox', { name: 'Search requests' });
  await search.fill(item);
  await search.press('Enter');
  const rows = historyTable(admin).getByRole('row').filter({ has: admin.getByRole('link', { name: item, exact: true }) });
  await expect(rows).toHaveCount(memberDns.length);
  for (const member of members.body.recipients) await expect(rows.filter({ hasText: member.name })).toHaveCount(1);
  await expect(async () => {
    await admin.reload();
    await expect(rows.filter({ hasText: 'Provisioned' })).toHaveCount(memberDns.length, { timeout: 2_000 });
  }).toPass({ timeout: 25_000 });
});

test('a failed submit keeps the cart: its items and the typed reason stay, and a second try goes through', async ({ as }) => {
  test.setTimeout(60_000);
  const items = ['Email Account', 'New Employee']; // no approval
  const reason = `Starting on Monday ${uniqueId('r')}`;
  const eddie = await as(EDDIE, 'requests');
  await addToCart(eddie, ...items);
  await reasonField(eddie).fill(reason);

  // The server fails the submit with a SOAP-style Fault (as IDMProv does).
  const faultText = 'The request service is temporarily unavailable.';
  let calls = 0;
  await eddie.route(/\/rest\/access\/requests\/permissions(\?|$)/, async (route) => {
    calls += 1;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ Fault: { Code: { Value: 'S:Receiver', Subcode: { Value: 'SERVER_ERROR' } }, Reason: { Text: faultText } } }),
    });
  });
  await submitButton(eddie).click();
  await expect(banner(eddie)).toContainText(faultText);
  expect(calls).toBe(1);

  // Nothing typed is lost.
  await expect(cart(eddie).getByRole('heading', { name: 'Cart (2)' })).toBeVisible();
  for (const item of items) await expect(cartEntry(eddie, item)).toBeVisible();
  await expect(reasonField(eddie)).toHaveValue(reason);
  await expect(submitButton(eddie)).toBeEnabled();

  // Not even a reload loses it (the cart lives in the tab's session).
  await eddie.reload();
  await expect(cart(eddie).getByRole('heading', { name: 'Cart (2)' })).toBeVisible();
  await expect(reasonField(eddie)).toHaveValue(reason);

  // The server is back: the same cart goes through and empties.
  await eddie.unroute(/\/rest\/access\/requests\/permissions(\?|$)/);
  const answered = eddie.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/rest/access/requests/permissions'));
  await submitButton(eddie).click();
  expect((await answered).status()).toBe(201);
  await expect(cart(eddie).getByRole('status')).toContainText('Your request was submitted.');
  await expect(cart(eddie).getByRole('heading', { name: 'Cart (0)' })).toBeVisible();
});

test('a submit that fails half-way keeps only what was not requested', async ({ as }) => {
  test.fail(
    true,
    'Known bug: items with other dates go in a call of their own (access-adapters.ts submitInputsOf); when a later call ' +
      'fails, submit() throws away the earlier answers, so the items already requested stay in the cart and a retry ' +
      'is refused with "… has already been requested for …".',
  );
  test.setTimeout(60_000);
  const dated = 'Database Read'; // expiry required (30 days): a call of its own
  const plain = 'Office Basics';
  const eddie = await as(EDDIE, 'requests');
  await addToCart(eddie, dated, plain);
  const expiry = new Date(Date.now() + 10 * 24 * 3600_000).toISOString().slice(0, 10);
  await cartEntry(eddie, dated).getByRole('textbox', { name: 'Expiry date' }).fill(expiry);
  await reasonField(eddie).fill('Reporting access.');

  // The first call (Database Read) goes through; the second (Office Basics) fails.
  let calls = 0;
  await eddie.route(/\/rest\/access\/requests\/permissions(\?|$)/, async (route) => {
    calls += 1;
    if (calls === 1) return route.continue();
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ Fault: { Code: { Value: 'S:Receiver', Subcode: { Value: 'SERVER_ERROR' } }, Reason: { Text: 'Try again later.' } } }),
    });
  });
  await submitButton(eddie).click();
  await expect(banner(eddie)).toContainText('Try again later.');
  expect(calls).toBe(2);

  // Database Read was requested: only Office Basics (and the reason) should wait for another try.
  await expect(cart(eddie).getByRole('heading', { name: 'Cart (1)' })).toBeVisible();
  await expect(cartEntry(eddie, plain)).toBeVisible();
  await expect(cartEntry(eddie, dated)).toHaveCount(0);
  await expect(reasonField(eddie)).toHaveValue('Reporting access.');

  await eddie.unrouteAll();
  await submitButton(eddie).click();
  await expect(cart(eddie).getByRole('status')).toContainText('Your request was submitted.');
});
