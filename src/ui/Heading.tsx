import { createContext, useContext, type ComponentPropsWithRef, type ReactNode } from 'react';

/** A standalone element's page title is an `h2`: a widget must not put a second `h1` into its host page. */
export const ELEMENT_HEADING_LEVEL = 2;

type Level = 1 | 2 | 3 | 4 | 5 | 6;

const HeadingLevelContext = createContext<Level>(ELEMENT_HEADING_LEVEL);

/** A level from an attribute or a prop: a whole number from 1 to 6, else the element's default. */
export function headingLevelOf(value: unknown): Level {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6
    ? (value as Level)
    : ELEMENT_HEADING_LEVEL;
}

/**
 * The level of the page titles below: the console renders its areas with 1 (the page's one `h1`), an
 * element with its `heading-level` attribute (2 unless told).
 */
export function HeadingLevel({ level, children }: { level: Level; children: ReactNode }) {
  return <HeadingLevelContext.Provider value={level}>{children}</HeadingLevelContext.Provider>;
}

/** The level of the page titles here (1 in the console, an element's `heading-level`, else 2). */
export function useHeadingLevel(): Level {
  return useContext(HeadingLevelContext);
}

export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  /** How far below the page's title: 0 is the title, 1 its sections, 2 their parts. */
  depth?: 0 | 1 | 2 | 3;
}

/**
 * A heading whose level follows the page's (`HeadingLevel`): the title is `h1` in the console and
 * `h2` in an element, its sections one level below, so the order stays valid wherever the view is.
 * Its look follows the depth, not the level (`.idm-heading-<depth>` in widgets.css).
 */
export function Heading({ depth = 0, className, ...rest }: HeadingProps) {
  const base = useHeadingLevel();
  const Tag = `h${Math.min(6, base + depth)}` as 'h2';
  const classes = [`idm-heading-${depth}`, className].filter(Boolean).join(' ');
  return <Tag className={classes} {...rest} />;
}
