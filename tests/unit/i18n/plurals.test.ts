import { describe, expect, it } from 'vitest';
import { addNamespaceTexts, createI18n, type TranslationBundle } from '../../../src/core/i18n';
import { relativeLabels } from '../../../src/areas/tasks/relative-labels';
import { relativeTime } from '../../../src/domain/relative-time';
import arTaskViews from '../../../src/i18n/ar/taskViews.json';
import heTaskViews from '../../../src/i18n/he/taskViews.json';
import arRoleAdminEditor from '../../../src/i18n/ar/roleAdminEditor.json';
import enRoleAdminEditor from '../../../src/i18n/en/roleAdminEditor.json';

async function translator(locale: string, bundle: TranslationBundle) {
  const i18n = createI18n();
  addNamespaceTexts(i18n, locale, 'taskViews', bundle, true);
  await i18n.changeLanguage(locale);
  return i18n;
}

const DAY = 86_400_000;

describe('counted texts take the plural form of the language', () => {
  it('Arabic: 1, 2, 3, 11 and 100 days', async () => {
    const { t } = await translator('ar', arTaskViews);
    expect([1, 2, 3, 11, 100].map((count) => t('taskViews.time.days', { count }))).toEqual([
      'يوم واحد',
      'يومين',
      '3 أيام',
      '11 يومًا',
      '100 يوم',
    ]);
  });

  it('Arabic relative time: "منذ يومين" two days ago, "خلال 11 يومًا" in eleven days', async () => {
    const { t } = await translator('ar', arTaskViews);
    const labels = relativeLabels(t);
    const now = Date.UTC(2026, 0, 31);
    expect(relativeTime(now - 2 * DAY, now, labels)).toBe('منذ يومين');
    expect(relativeTime(now + 11 * DAY, now, labels)).toBe('خلال 11 يومًا');
  });

  it('Hebrew has a dual; English one and many', async () => {
    const hebrew = await translator('he', heTaskViews);
    expect([1, 2, 5].map((count) => hebrew.t('taskViews.time.days', { count }))).toEqual([
      'יום אחד',
      'יומיים',
      '5 ימים',
    ]);
    const english = createI18n();
    expect([1, 2].map((count) => english.t('orgchart.reportCount', { count }))).toEqual([
      '1 direct report',
      '2 direct reports',
    ]);
    expect(english.t('taskViews.bulk.approveHeading', { count: 1 })).toBe('Approve 1 task');
  });
});

describe('an approval summary counts its approvers in the language', () => {
  const summary = (i18n: Awaited<ReturnType<typeof translator>>, count: number) =>
    i18n.t('roleAdminEditor.approvalSummary.serial', { count, names: 'Ann' });

  it('English: one approver, two approvers', async () => {
    const i18n = createI18n();
    addNamespaceTexts(i18n, 'en', 'roleAdminEditor', enRoleAdminEditor, true);
    expect([1, 2].map((count) => summary(i18n, count))).toEqual([
      'Serial approval by Ann (1 approver).',
      'Serial approval by Ann (2 approvers, in this order).',
    ]);
  });

  it('Arabic: one, two and eleven approvers each take their own form', async () => {
    const i18n = createI18n();
    addNamespaceTexts(i18n, 'ar', 'roleAdminEditor', arRoleAdminEditor, true);
    await i18n.changeLanguage('ar');
    expect([1, 2, 11].map((count) => summary(i18n, count))).toEqual([
      'موافقة متسلسلة من Ann (موافق واحد).',
      'موافقة متسلسلة من Ann (موافقان، بهذا الترتيب).',
      'موافقة متسلسلة من Ann (11 موافقًا، بهذا الترتيب).',
    ]);
  });
});
