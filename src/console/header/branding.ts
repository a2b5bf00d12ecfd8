import { DEFAULT_SECTION, sectionHref, sectionOfHref } from '../../core/navigation';
import { safeHref } from '../../domain/safe-url';
import { findSetting, settingLink, settingText, type ClientSettings } from '../../domain/settings';

export interface Branding {
  /** The title in the user's locale; '' when none is set. */
  title: string;
  /** Where the title and logo lead; null when no (safe) link is set. */
  href: string | null;
  /** The logo's source; null when none is set or it is not an image URL. */
  logoSrc: string | null;
}

/** Brand title, link and logo from client settings (section `branding`). */
export function brandingFrom(settings: ClientSettings | null | undefined, locale: string): Branding {
  const title = findSetting(settings, 'branding', 'title');
  const image = findSetting(settings, 'branding', 'image');
  const link = settingLink(title, locale) || settingLink(image, locale);
  return {
    title: settingText(title?.value, locale).trim(),
    href: safeHref(link),
    logoSrc: safeImageSrc(settingText(image?.value, locale)),
  };
}

/** http(s), relative and `data:image/…` sources; anything else is not rendered. */
export function safeImageSrc(value: string): string | null {
  const src = value.trim();
  if (src === '') return null;
  if (/^data:image\/(png|gif|jpe?g|webp|svg\+xml)[;,]/i.test(src)) return src;
  const href = safeHref(src);
  return href && !/^(mailto|tel):/i.test(href) ? href : null;
}

/**
 * Where the brand leads in this console: an in-app link (`#/<section>…`) to a section no area of this
 * console opens (`#/dashboard` until dashboards exist) goes to the home page instead, the page the empty
 * path leads to (spec section 2), so that the logo never shows "Page not available".
 */
export function brandTarget(href: string | null, sections: ReadonlySet<string>): string | null {
  if (href === null) return null;
  const section = sectionOfHref(href);
  if (section === null || section === DEFAULT_SECTION || sections.has(section)) return href;
  return sectionHref(DEFAULT_SECTION);
}
