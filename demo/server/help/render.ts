import { textDirection } from '../../../src/domain/locale.js';
import { escapeHtml } from '../http/html.js';
import { HELP_GROUPS, HELP_TOPICS } from './pages.js';
import type { HelpTopic } from './topic.js';
import { CHROME, translatedTitle, type HelpLocale } from './translations.js';

/** Relative to a page (`/idmdash/help/<locale>/<page>.html`). */
const STYLESHEET = '../help.css';

function titleOf(page: string, locale: HelpLocale): string {
  const english = HELP_TOPICS[page]?.title ?? page;
  return locale === 'en' ? english : (translatedTitle(page, locale) ?? english);
}

/** English text inside a page of another language keeps its own language and direction. */
const english = (locale: HelpLocale): string => (locale === 'en' ? '' : ' lang="en" dir="ltr"');

function list(items: readonly string[], locale: HelpLocale): string {
  return `<ul${english(locale)}>\n${items.map((item) => `      <li>${escapeHtml(item)}</li>`).join('\n')}\n    </ul>`;
}

function links(pages: readonly string[], locale: HelpLocale): string {
  return `<ul>\n${pages
    .filter((page) => HELP_TOPICS[page] !== undefined)
    .map((page) => `      <li><a href="${encodeURIComponent(page)}.html">${escapeHtml(titleOf(page, locale))}</a></li>`)
    .join('\n')}\n    </ul>`;
}

function section(id: string, heading: string, content: string): string {
  return `  <section aria-labelledby="${id}">\n    <h2 id="${id}">${escapeHtml(heading)}</h2>\n    ${content}\n  </section>`;
}

function document(locale: HelpLocale, title: string, main: string): string {
  const chrome = CHROME[locale];
  return `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" href="data:,">
  <title>${escapeHtml(`${title} - ${chrome.product}`)}</title>
  <link rel="stylesheet" href="${STYLESHEET}">
</head>
<body>
<header class="help-header">
  <p class="product">${escapeHtml(chrome.product)}</p>
  <h1>${escapeHtml(title)}</h1>
</header>
<main class="help-main">
${main}
</main>
<footer class="help-footer"><a href="default.html">${escapeHtml(chrome.contents)}</a></footer>
</body>
</html>
`;
}

/** A topic's page: purpose, main actions, good to know, related topics; the default page adds the contents. */
export function renderHelpPage(page: string, topic: HelpTopic, locale: HelpLocale): string {
  const chrome = CHROME[locale];
  const parts: string[] = [];
  if (locale !== 'en') parts.push(`  <p class="translation-note" role="note">${escapeHtml(chrome.englishOnly)}</p>`);
  parts.push(`  <p class="purpose"${english(locale)}>${escapeHtml(topic.purpose)}</p>`);
  parts.push(section('actions', chrome.actions, list(topic.actions, locale)));
  if (topic.notes?.length) parts.push(section('notes', chrome.notes, list(topic.notes, locale)));
  if (page === 'default') {
    HELP_GROUPS.forEach((group, i) => {
      parts.push(
        section(
          `contents-${i + 1}`,
          chrome.groups[i] ?? '',
          links(
            Object.keys(group).filter((p) => p !== 'default'),
            locale,
          ),
        ),
      );
    });
  } else if (topic.related?.length) {
    parts.push(section('related', chrome.related, links(topic.related, locale)));
  }
  return document(locale, titleOf(page, locale), parts.join('\n'));
}

/** No topic by that name: say so and point at the contents. */
export function renderMissingHelpPage(locale: HelpLocale): string {
  return document(
    locale,
    'Help not found',
    '  <p>There is no help for this page yet. The link below leads to all help topics.</p>',
  );
}
