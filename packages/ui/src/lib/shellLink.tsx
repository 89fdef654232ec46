import type { ComponentProps, ReactNode } from 'react';
import type { MegaMenuElement } from '@ratchet/store-api-contract/rules';

/** What a shell link renderer receives; spread it onto the host router's Link (`to={href}`). */
export type ShellLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** Link target (already localized by the host). */
  href: string;
};

/**
 * Renders a link with the host router, e.g. `(props) => <Link to={props.href} {...props} />`.
 * Defaults to a plain anchor.
 */
export type RenderLink = (props: ShellLinkProps) => ReactNode;

/** The plain-anchor link used when no `renderLink` is given. */
export const defaultRenderLink: RenderLink = (props) => <a {...props} />;

/**
 * A navigation element as the shell components render it (storefront.md §3 navigation element).
 * The host resolves links (category URL, localized internal link, external link) into `href`;
 * folder-type elements have none.
 */
export interface ShellNavigationElement extends MegaMenuElement {
  /** Resolved link target; absent for folders. */
  href?: string | null;
  /** Open the link in a new tab (categories of type link with linkNewTab). */
  newTab?: boolean | null;
  /** Icon image URL when the category has an icon file. */
  iconUrl?: string | null;
  /** Optional badge text from the category's custom fields. */
  badge?: string | null;
  /** Category custom fields (banner fields, storefront.md §3). */
  customFields?: Readonly<Record<string, unknown>> | null;
  /** Translated name and custom fields (they win over the untranslated ones). */
  translated?: { name?: string | null; customFields?: Readonly<Record<string, unknown>> | null } | null;
  children?: readonly ShellNavigationElement[] | null;
}

/** Anchor attributes for a navigation element's link (new tab opens with noopener). */
export function navigationLinkTarget(element: ShellNavigationElement): Pick<ShellLinkProps, 'target' | 'rel'> {
  return element.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}
