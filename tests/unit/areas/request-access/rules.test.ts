import { describe, expect, it } from 'vitest';
import { approvalSummary, itemApproval } from '../../../../src/areas/request-access/approval-summary';
import {
  dateBounds,
  parseExpiresAfter,
  readExpirationRule,
  validateDates,
} from '../../../../src/areas/request-access/expiration';
import { cartRequestOf, checkCart } from '../../../../src/areas/request-access/cart-validation';
import {
  fieldTypeOf,
  formPayload,
  initialValues,
  validateForm,
} from '../../../../src/areas/request-access/request-form';
import type { FormField, ItemDetails } from '../../../../src/areas/request-access/model';
import { EMPTY_CART, type CartState } from '../../../../src/areas/request-access/cart-store';
import { serverFormHref } from '../../../../src/areas/request-access/ServerFormLink';
import { detailsOf, role, prd, testCore } from './harness';

const t = testCore().i18n.t;
const NOW = new Date(2025, 0, 15, 10, 0, 0);

describe('expiration rules (isExpirationRequired, expiresAfter in D/M/Y)', () => {
  it('reads expiresAfter in the forms servers send', () => {
    expect(parseExpiresAfter('30D')).toEqual({ amount: 30, unit: 'D' });
    expect(parseExpiresAfter('6 m')).toEqual({ amount: 6, unit: 'M' });
    expect(parseExpiresAfter('P1Y')).toEqual({ amount: 1, unit: 'Y' });
    expect(parseExpiresAfter(90)).toEqual({ amount: 90, unit: 'D' });
    expect(parseExpiresAfter(2, 'Y')).toEqual({ amount: 2, unit: 'Y' });
    expect(parseExpiresAfter('')).toBeNull();
    expect(parseExpiresAfter('0D')).toBeNull();
    expect(parseExpiresAfter('soon')).toBeNull();
    expect(readExpirationRule({ isExpirationRequired: 'true', expiresAfter: '3M', isExisted: true })).toEqual({
      required: true,
      maxDuration: { amount: 3, unit: 'M' },
    });
    expect(readExpirationRule(null)).toEqual({ required: false, maxDuration: null });
  });

  it('requires an expiry date when isExpirationRequired', () => {
    expect(validateDates({ required: true, maxDuration: null }, undefined, undefined, NOW)).toEqual([
      { field: 'expiryDate', code: 'expiryRequired' },
    ]);
    expect(validateDates({ required: false, maxDuration: null }, undefined, undefined, NOW)).toEqual([]);
  });

  it('keeps the expiry after the effective date and within expiresAfter of it', () => {
    const rule = { required: true, maxDuration: { amount: 30, unit: 'D' as const } };
    expect(validateDates(rule, '2025-02-01', '2025-01-31', NOW)[0]?.code).toBe('expiryBeforeEffective');
    expect(validateDates(rule, '2025-02-01', '2025-03-03', NOW)).toEqual([]);
    const late = validateDates(rule, '2025-02-01', '2025-03-04', NOW);
    expect(late).toEqual([
      { field: 'expiryDate', code: 'expiryTooLate', limit: { amount: 30, unit: 'D' }, latest: '2025-03-03' },
    ]);
    // Without an effective date the limit counts from today.
    expect(
      validateDates({ required: false, maxDuration: { amount: 1, unit: 'M' } }, undefined, '2025-02-16', NOW)[0]?.code,
    ).toBe('expiryTooLate');
    expect(
      validateDates({ required: false, maxDuration: { amount: 1, unit: 'Y' } }, undefined, '2026-01-15', NOW),
    ).toEqual([]);
  });

  it('refuses past effective dates and unreadable dates', () => {
    expect(validateDates({ required: false, maxDuration: null }, '2025-01-14', undefined, NOW)).toEqual([
      { field: 'effectiveDate', code: 'effectiveInPast' },
    ]);
    expect(validateDates({ required: false, maxDuration: null }, 'tomorrow', 'x', NOW).map((e) => e.code)).toEqual([
      'invalidDate',
      'invalidDate',
    ]);
  });

  it('gives the date inputs their bounds', () => {
    expect(dateBounds({ required: false, maxDuration: { amount: 10, unit: 'D' } }, '2025-02-01', NOW)).toEqual({
      effectiveMin: '2025-01-15',
      expiryMin: '2025-02-02',
      expiryMax: '2025-02-11',
    });
  });

  it('has a message for every date error', async () => {
    const { dateErrorText } = await import('../../../../src/areas/request-access/form-messages');
    expect(dateErrorText(t, { field: 'expiryDate', code: 'expiryRequired' })).toBe('An expiry date is required.');
    expect(dateErrorText(t, { field: 'expiryDate', code: 'expiryTooLate', limit: { amount: 6, unit: 'M' } })).toBe(
      'The expiry date must be within 6 month(s) of the effective date.',
    );
    expect(dateErrorText(t, { field: 'expiryDate', code: 'expiryBeforeEffective' })).toBe(
      'The expiry date must be after the effective date.',
    );
  });
});

describe('request forms (data items)', () => {
  const fields: FormField[] = [
    { key: 'justification', label: 'Justification', type: 'text', required: true, maxLength: 10 },
    { key: 'seats', label: 'Seats', type: 'number', required: false, min: 1, max: 5 },
    { key: 'start', label: 'Start', type: 'date', required: false },
    { key: 'agree', label: 'I agree', type: 'boolean', required: true },
    { key: 'site', label: 'Site', type: 'list', required: true, options: [{ value: 'ams', label: 'Amsterdam' }] },
  ];

  it('maps server data types to the five field types', () => {
    expect(['String', 'Integer', 'Date', 'Boolean', 'List', 'picklist', 'whatever'].map(fieldTypeOf)).toEqual([
      'text',
      'number',
      'date',
      'boolean',
      'list',
      'list',
      'text',
    ]);
  });

  it('validates required, number, range, date, check box and list values', () => {
    const empty = validateForm(fields, initialValues(fields));
    expect(Object.fromEntries(Object.entries(empty).map(([k, e]) => [k, e.code]))).toEqual({
      justification: 'required',
      agree: 'required',
      site: 'required',
    });
    const bad = validateForm(fields, {
      justification: 'far too long text',
      seats: 'x',
      start: '2025-13-45',
      agree: 'true',
      site: 'nyc',
    });
    expect(Object.fromEntries(Object.entries(bad).map(([k, e]) => [k, e.code]))).toEqual({
      justification: 'maxLength',
      seats: 'number',
      start: 'date',
      site: 'option',
    });
    expect(validateForm(fields, { justification: 'ok', seats: '9', agree: 'true', site: 'ams' }).seats).toEqual({
      key: 'seats',
      code: 'max',
      limit: 5,
    });
    expect(
      validateForm(fields, { justification: 'ok', seats: '3', start: '2025-02-01', agree: 'true', site: 'ams' }),
    ).toEqual({});
  });

  it('sends the values, leaving out empty optional ones', () => {
    expect(formPayload(fields, { justification: ' ok ', seats: '', agree: 'true', site: 'ams' })).toEqual([
      { key: 'justification', value: 'ok' },
      { key: 'agree', value: 'true' },
      { key: 'site', value: 'ams' },
    ]);
  });
});

describe('approval summary (src/domain/approval.ts)', () => {
  it('derives none, serial (by sequence), quorum and custom', () => {
    const item = role('Accountant');
    const summary = (approval: ItemDetails['approval']) =>
      approvalSummary(t, itemApproval(detailsOf(item, { approval })));
    expect(summary({ required: false })).toEqual({ title: 'No approval required', approvers: [] });
    expect(
      summary({
        required: 'true',
        standard: true,
        approvers: [
          { id: 'cn=b,o=data', name: 'Bea', sequence: 2 },
          { id: 'cn=a,o=data', sequence: 1 },
        ],
      }),
    ).toEqual({ title: 'Serial approval', approvers: ['a', 'Bea'] });
    expect(summary({ required: true, standard: true, quorum: '50%', approvers: [{ name: 'Ann' }] }).title).toBe(
      'Quorum approval (50%)',
    );
    expect(
      summary({
        required: true,
        standard: false,
        requestDef: 'cn=Custom Flow,cn=RequestDefs,o=system',
        requestDefName: '',
      }).title,
    ).toBe('Custom approval process: Custom Flow');
  });
});

describe('cart checks', () => {
  const accountant = role('Accountant', { bulkRequestable: false });
  const parking = prd('Parking Permit');
  const cart = (patch: Partial<CartState>): CartState => ({
    ...EMPTY_CART,
    entries: [
      { key: 'role:a', item: accountant, formValues: {}, expiryDate: '2025-01-10' },
      { key: 'prd:p', item: parking, formValues: {} },
    ],
    ...patch,
  });
  const details = new Map([
    ['role:a', detailsOf(accountant, { expiration: { required: true, maxDuration: null } })],
    ['prd:p', detailsOf(parking, { parameters: [{ key: 'plate', label: 'Plate', type: 'text', required: true }] })],
  ]);

  it('collects date, form, bulk and recipient errors', () => {
    const check = checkCart(cart({ mode: 'others', recipients: [] }), details, NOW);
    expect(check.valid).toBe(false);
    expect(check.recipientsMissing).toBe(true);
    expect(check.entries['role:a']?.dates.map((d) => d.code)).toEqual(['expiryBeforeEffective']);
    expect(Object.keys(check.entries['prd:p']?.form ?? {})).toEqual(['plate']);

    const two = checkCart(
      cart({
        mode: 'others',
        recipients: [
          { dn: 'cn=a', name: 'A', type: 'user' },
          { dn: 'cn=b', name: 'B', type: 'user' },
        ],
      }),
      details,
      NOW,
    );
    expect(two.entries['role:a']?.notBulk).toBe(true);
  });

  it('is not valid while details are loading, and builds the request', () => {
    expect(checkCart(cart({}), new Map(), NOW).entries['role:a']?.pending).toBe(true);
    const request = cartRequestOf(
      cart({ reason: ' need it ', entries: [{ key: 'prd:p', item: parking, formValues: { plate: 'AB-12' } }] }),
      details,
      'business need',
    );
    expect(request).toEqual({
      items: [
        { dn: parking.id, entityType: 'prd', name: 'Parking Permit', params: [{ key: 'plate', value: 'AB-12' }] },
      ],
      reason: 'need it',
      recipients: [],
      sodJustification: 'business need',
    });
  });
});

describe('request form initial values', () => {
  it('counts initial values that were not touched: they pass the required check and are sent', () => {
    const parking = prd('Parking Permit');
    const fields: FormField[] = [
      { key: 'days', label: 'Days a week', type: 'number', required: true, defaultValue: '5' },
      { key: 'garage', label: 'Garage', type: 'text', required: false, readOnly: true, defaultValue: 'Level -2' },
      { key: 'plate', label: 'Plate', type: 'text', required: true },
    ];
    const details = new Map([['prd:p', detailsOf(parking, { parameters: fields })]]);
    const cart: CartState = {
      ...EMPTY_CART,
      entries: [{ key: 'prd:p', item: parking, formValues: { plate: 'AB-12' } }],
    };
    expect(checkCart(cart, details, NOW).valid).toBe(true);
    expect(cartRequestOf(cart, details).items[0]?.params).toEqual([
      { key: 'days', value: '5' },
      { key: 'garage', value: 'Level -2' },
      { key: 'plate', value: 'AB-12' },
    ]);
    const cleared: CartState = {
      ...cart,
      entries: [{ key: 'prd:p', item: parking, formValues: { plate: 'AB-12', days: '' } }],
    };
    expect(Object.keys(checkCart(cleared, details, NOW).entries['prd:p']?.form ?? {})).toEqual(['days']);
  });
});

describe('the server-side request form link', () => {
  const BASE = 'https://idm.example.com/idmdash/';

  it('links http and https pages only (relative ones resolve against the page)', () => {
    expect(serverFormHref('/IDMProv/requestForm.do?id=cn%3Dx', BASE)).toBe('/IDMProv/requestForm.do?id=cn%3Dx');
    expect(serverFormHref('https://idm.example.com/IDMProv/requestForm.do', BASE)).toBe(
      'https://idm.example.com/IDMProv/requestForm.do',
    );
    expect(serverFormHref('http://idm.example.com/IDMProv/requestForm.do', BASE)).toBe(
      'http://idm.example.com/IDMProv/requestForm.do',
    );
    for (const unsafe of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'mailto:it@example.com',
      'tel:123',
      'vbscript:x',
      '',
      null,
    ]) {
      expect(serverFormHref(unsafe, BASE)).toBeNull();
    }
  });
});
