import { spriteIconId } from './icons';

/** lucide's data of one icon: its name and its SVG elements (tag and attributes). */
export interface SpriteIconData {
  name: string;
  node: readonly (readonly [string, Readonly<Record<string, string | number>>])[];
}

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The symbols of the sprite: one `<symbol id="lucide-<name>">` per icon with lucide's elements. */
export function spriteMarkup(icons: readonly SpriteIconData[]): string {
  return icons
    .map(
      ({ name, node }) =>
        `<symbol id="${spriteIconId(name)}" viewBox="0 0 24 24">` +
        node
          .map(
            ([tag, attributes]) =>
              `<${tag}` +
              Object.entries(attributes)
                .filter(([attribute]) => attribute !== 'key')
                .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
                .join('') +
              '/>',
          )
          .join('') +
        '</symbol>',
    )
    .join('');
}

/**
 * The icons of icons.tsx as symbols, written by the server into every page (issue 4: the path data is part of
 * the HTML, not of the page's JavaScript). The data exists only in the server build (`import.meta.env.SSR` is
 * false in the browser build, so the imports are dropped there); the browser hydrates the element without
 * re-rendering its content (Preact leaves the server's innerHTML alone while hydrating, as InlineStylesheet).
 * The list must name the same icons as icons.tsx exports (icons.test.ts).
 */
const sprite: string = import.meta.env.SSR
  ? spriteMarkup(
      (
        await Promise.all([
          import('lucide-react/icons/arrow-down'),
          import('lucide-react/icons/arrow-up'),
          import('lucide-react/icons/arrow-up-down'),
          import('lucide-react/icons/calendar-days'),
          import('lucide-react/icons/check'),
          import('lucide-react/icons/chevron-down'),
          import('lucide-react/icons/chevron-left'),
          import('lucide-react/icons/chevron-right'),
          import('lucide-react/icons/chevrons-left'),
          import('lucide-react/icons/chevrons-right'),
          import('lucide-react/icons/circle-exclamation-point'),
          import('lucide-react/icons/circle-check'),
          import('lucide-react/icons/eye'),
          import('lucide-react/icons/eye-off'),
          import('lucide-react/icons/file-text'),
          import('lucide-react/icons/globe'),
          import('lucide-react/icons/rotate-ccw-clock'),
          import('lucide-react/icons/house'),
          import('lucide-react/icons/image-off'),
          import('lucide-react/icons/info'),
          import('lucide-react/icons/loader-circle'),
          import('lucide-react/icons/log-out'),
          import('lucide-react/icons/mail'),
          import('lucide-react/icons/menu'),
          import('lucide-react/icons/minus'),
          import('lucide-react/icons/plus'),
          import('lucide-react/icons/search'),
          import('lucide-react/icons/shopping-cart'),
          import('lucide-react/icons/sliders-horizontal'),
          import('lucide-react/icons/triangle-exclamation-point'),
          import('lucide-react/icons/upload'),
          import('lucide-react/icons/user-round'),
          import('lucide-react/icons/x'),
        ])
      ).map((icon) => (icon as unknown as { __iconData: SpriteIconData }).__iconData),
    )
  : '';

export function IconSprite() {
  return (
    <svg
      aria-hidden="true"
      data-slot="icon-sprite"
      width="0"
      height="0"
      style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}
      dangerouslySetInnerHTML={{ __html: sprite }}
    />
  );
}
