import r2wc from '@r2wc/react-to-web-component';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { HeadingLevel, headingLevelOf } from '../src/ui/Heading';

/**
 * r2wc gives us the React mount/update/unmount lifecycle in an open shadow root. Its attribute and
 * property handling does not match the element contract of DESIGN.md, so we own those here and use
 * only its lifecycle, reached through the `Symbol.for` keys it publishes.
 */
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');

export type AttributeType = 'string' | 'number' | 'boolean';

/** Every element component receives the element itself, to dispatch events and read its state. */
export interface IdmHostProps {
  host: HTMLElement;
}

export interface IdmElementOptions<P> {
  /** Primitive props, each read from its kebab-case attribute (booleans by presence). */
  attributes?: { [K in keyof P & string]?: AttributeType };
  /** Object and function props: properties only, never attributes. */
  properties?: ReadonlyArray<keyof P & string>;
  /** CSS texts adopted by the shadow root as constructable stylesheets (CSP-safe). */
  styles?: readonly string[];
  /** Wraps the component, e.g. in the core's providers. */
  wrap?: (host: HTMLElement, children: ReactNode) => ReactNode;
  /** The bundle's version, compared when a tag is already defined by another bundle. */
  version?: string;
}

type PropBag = Record<string, unknown>;
interface R2wcInternals {
  [PROPS]: PropBag;
  [RENDER](): void;
  [CONNECTED]: boolean;
  disconnectedCallback?(): void;
}
type R2wcElement = HTMLElement & R2wcInternals;
type R2wcConstructor = new () => R2wcElement;

/** The property of the `heading-level` attribute every element has. */
const HEADING_LEVEL_PROP = 'headingLevel';

export type IdmElementConstructor = CustomElementConstructor & { idmVersion?: string };

export function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export function parseAttribute(type: AttributeType, value: string | null): unknown {
  if (type === 'boolean') return value !== null;
  if (value === null) return undefined;
  if (type === 'number') {
    const parsed = Number(value);
    return value.trim() === '' || Number.isNaN(parsed) ? undefined : parsed;
  }
  return value;
}

const sheetCache = new Map<string, CSSStyleSheet>();
function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheetCache.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheetCache.set(css, sheet);
  }
  return sheet;
}

/** The version pairs already warned about, on the page (every bundle reads the same set). */
const VERSION_WARNINGS = Symbol.for('idm-console.version-warnings');

/** One warning per page for a bundle of another version, not one per tag it could not define. */
function warnVersionOnce(tag: string, defined: string, version: string): void {
  const holder = globalThis as { [VERSION_WARNINGS]?: Set<string> };
  const warned = (holder[VERSION_WARNINGS] ??= new Set<string>());
  const pair = `${defined} ${version}`;
  if (warned.has(pair)) return;
  warned.add(pair);
  console.warn(
    `[idm] IDM elements ${version} were loaded on a page where version ${defined} already defines <${tag}> and others: the elements defined first are kept, with their session and cache.`,
  );
}

/**
 * Defines `tag` as a custom element rendering `component`. Returns the constructor in use, which is
 * the earlier one when the tag was already defined (by this or another bundle on the page).
 */
export function defineIdmElement<P extends IdmHostProps>(
  tag: string,
  component: ComponentType<P>,
  options: IdmElementOptions<Omit<P, 'host'>> = {},
): IdmElementConstructor {
  const version = options.version ?? '';
  const existing = customElements.get(tag) as IdmElementConstructor | undefined;
  if (existing) {
    if (existing.idmVersion !== version) warnVersionOnce(tag, existing.idmVersion ?? 'unknown', version);
    return existing;
  }

  // Every element takes `heading-level`: the level of its title (2 unless told; its sections below it).
  const attributeTypes = { ...options.attributes, [HEADING_LEVEL_PROP]: 'number' } as Record<string, AttributeType>;
  const propertyOnly = [...(options.properties ?? [])] as string[];
  const attributeProps = Object.keys(attributeTypes);
  const propByAttribute = new Map(attributeProps.map((prop) => [kebabCase(prop), prop]));
  const styles = options.styles ?? [];
  const wrap = options.wrap;

  function Rendered(props: PropBag) {
    const { container: _container, [HEADING_LEVEL_PROP]: headingLevel, ...rest } = props;
    const host = rest.host as HTMLElement;
    const inner = createElement(HeadingLevel, {
      level: headingLevelOf(headingLevel),
      children: createElement(component as ComponentType<PropBag>, rest),
    });
    return wrap ? wrap(host, inner) : inner;
  }

  const Base = r2wc(Rendered as ComponentType<PropBag>, { shadow: 'open', props: [] }) as unknown as R2wcConstructor;

  class IdmElement extends Base {
    static idmVersion = version;

    static get observedAttributes(): string[] {
      return [...propByAttribute.keys()];
    }

    constructor() {
      super();
      this[PROPS].host = this;
      for (const [attribute, prop] of propByAttribute) {
        this[PROPS][prop] = parseAttribute(attributeTypes[prop] ?? 'string', this.getAttribute(attribute));
      }
      if (styles.length > 0 && this.shadowRoot) {
        this.shadowRoot.adoptedStyleSheets = styles.map(sheetFor);
      }
      // Properties set on the element before its tag was defined shadow our accessors: take them up.
      for (const prop of [...attributeProps, ...propertyOnly]) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as PropBag)[prop];
          delete (this as unknown as PropBag)[prop];
          (this as unknown as PropBag)[prop] = value;
        }
      }
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      const prop = propByAttribute.get(attribute);
      if (!prop) return;
      this[PROPS][prop] = parseAttribute(attributeTypes[prop] ?? 'string', value);
      this[RENDER]();
    }

    /** A move in the DOM is a disconnect followed by a connect in the same task: keep the React tree. */
    override disconnectedCallback(): void {
      this[CONNECTED] = false;
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback?.call(this);
      });
    }
  }

  for (const prop of [...attributeProps, ...propertyOnly]) {
    Object.defineProperty(IdmElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: R2wcElement) {
        return this[PROPS][prop];
      },
      set(this: R2wcElement, value: unknown) {
        this[PROPS][prop] = value;
        this[RENDER]();
      },
    });
  }

  customElements.define(tag, IdmElement);
  return IdmElement;
}

/** Dispatches an `idm-*` event the way every element does: bubbling, composed, with a typed detail. */
export function emitIdmEvent<D>(host: HTMLElement, type: `idm-${string}`, detail: D): boolean {
  return host.dispatchEvent(new CustomEvent<D>(type, { detail, bubbles: true, composed: true, cancelable: true }));
}
