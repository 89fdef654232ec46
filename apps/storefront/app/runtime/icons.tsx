import type { SVGProps } from 'react';

/**
 * The storefront's `lucide-react` (vite.config.ts aliases the package to this module, issue 4): the same
 * `<svg>` lucide renders (size, stroke, `lucide lucide-<name>` classes, aria-hidden unless labelled), but its
 * content is a `<use>` of a symbol that the server writes once into the page (IconSprite.tsx) instead of the
 * path data and lucide's runtime in the page's JavaScript. An icon used in the storefront or @ratchet/ui must
 * be listed here: the build fails on an import this module does not export.
 */
/** The props of lucide-react's icons that the storefront's components use. */
export type SpriteIconProps = SVGProps<SVGSVGElement> & {
  /** Width and height (default 24). */
  size?: number | string | undefined;
  /** Stroke colour (default the text colour). */
  color?: string | undefined;
};

/** The id of an icon's symbol in the page's sprite. */
export const spriteIconId = (name: string) => `lucide-${name}`;

function spriteIcon(name: string) {
  function SpriteIcon({
    className,
    size = 24,
    color = 'currentColor',
    strokeWidth = 2,
    children,
    ...props
  }: SpriteIconProps) {
    // As lucide: decorative (aria-hidden) unless the caller gives it a name or a role.
    const labelled = Object.entries(props).some(
      ([key, value]) => (key.startsWith('aria-') || key === 'role' || key === 'title') && value != null,
    );
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke={color}
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        aria-hidden={labelled ? undefined : 'true'}
        {...props}
      >
        <use href={`#${spriteIconId(name)}`} />
        {children}
      </svg>
    );
  }
  return SpriteIcon;
}

export const ArrowDown = spriteIcon('arrow-down');
export const ArrowUp = spriteIcon('arrow-up');
export const ArrowUpDown = spriteIcon('arrow-up-down');
export const CalendarDays = spriteIcon('calendar-days');
export const Check = spriteIcon('check');
export const ChevronDown = spriteIcon('chevron-down');
export const ChevronLeft = spriteIcon('chevron-left');
export const ChevronRight = spriteIcon('chevron-right');
export const ChevronsLeft = spriteIcon('chevrons-left');
export const ChevronsRight = spriteIcon('chevrons-right');
export const CircleAlert = spriteIcon('circle-exclamation-point');
export const CircleCheck = spriteIcon('circle-check');
export const Eye = spriteIcon('eye');
export const EyeOff = spriteIcon('eye-off');
export const FileText = spriteIcon('file-text');
export const Globe = spriteIcon('globe');
export const History = spriteIcon('rotate-ccw-clock');
export const House = spriteIcon('house');
export const ImageOff = spriteIcon('image-off');
export const Info = spriteIcon('info');
export const LoaderCircle = spriteIcon('loader-circle');
export const LogOut = spriteIcon('log-out');
export const Mail = spriteIcon('mail');
export const Menu = spriteIcon('menu');
export const Minus = spriteIcon('minus');
export const Plus = spriteIcon('plus');
export const Search = spriteIcon('search');
export const ShoppingCart = spriteIcon('shopping-cart');
export const SlidersHorizontal = spriteIcon('sliders-horizontal');
export const TriangleAlert = spriteIcon('triangle-exclamation-point');
export const Upload = spriteIcon('upload');
export const UserRound = spriteIcon('user-round');
export const X = spriteIcon('x');
