import { useEffect, useRef, useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import { Badge, normaliseBadgeCount } from '../Badge';
import { cn } from '../lib/cn';
import type { RenderLink } from '../lib/shellLink';

/** Number of service items shown inline; the rest go under 'more' (storefront.md §9). */
export const inlineServiceItemCount = 3;

/**
 * The header's scroll state (storefront.md §4): scrolled when the position is above 0 and has
 * increased since the last reading.
 */
export function isHeaderScrolled(position: number, lastPosition: number): boolean {
  return position > 0 && position > lastPosition;
}

/** Reads the window's scroll position on every scroll and applies `isHeaderScrolled`. */
export function useHeaderScrolled(enabled: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return;
    last.current = window.scrollY;
    const onScroll = () => {
      const position = window.scrollY;
      setScrolled(isHeaderScrolled(position, last.current));
      last.current = position;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return scrolled;
}

/** The logo link: the host's logo image (CSS variable) or a given element; `white` uses the white logo. */
export function HeaderLogo({
  renderLink,
  href,
  label,
  variant,
  logo,
  className,
}: {
  renderLink: RenderLink;
  href: string;
  label: string;
  variant: 'default' | 'white';
  logo?: React.ReactNode;
  className?: string;
}) {
  return renderLink({
    href,
    // A given logo element names the link itself; the image logo needs the label.
    'aria-label': logo ? undefined : label,
    className: cn('inline-flex shrink-0 items-center focus-visible:outline-2 focus-visible:outline-focus', className),
    children: logo ?? (
      <span
        aria-hidden
        data-variant={variant}
        className={cn(
          'block h-10 w-36 bg-contain bg-left bg-no-repeat',
          variant === 'white' ? 'bg-(image:--logo-white-image)' : 'bg-(image:--logo-image)',
        )}
      />
    ),
  });
}

/** The cart link with its count badge (shown only above 0, storefront.md §2). */
export function CartLink({
  renderLink,
  href,
  count,
  label,
  className,
}: {
  renderLink: RenderLink;
  href: string;
  count: number;
  label: string;
  className?: string;
}) {
  const shown = normaliseBadgeCount(count);
  return renderLink({
    href,
    'aria-label': label,
    className: cn(
      'relative inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-secondary focus-visible:outline-2 focus-visible:outline-focus',
      className,
    ),
    children: (
      <>
        <ShoppingCart aria-hidden className="size-6" />
        {shown > 0 ? (
          <Badge aria-hidden size="sm" count={shown} className="absolute -top-1 -right-1" data-testid="cart-badge" />
        ) : null}
      </>
    ),
  });
}
