import { cn } from '@ratchet/ui';

/**
 * The Ratchet logo (an inline SVG wordmark; `variant="white"` for dark backgrounds). With `label` it is an
 * image with that name (e.g. when it is the only content of the header's home link); without, decoration.
 */
export function Logo({
  variant = 'default',
  className,
  label,
}: {
  variant?: 'default' | 'white';
  className?: string;
  label?: string;
}) {
  return (
    <svg
      viewBox="0 0 132 28"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      data-slot="logo"
      data-variant={variant}
      className={cn('h-7 w-auto', variant === 'white' ? 'text-white' : 'text-primary', className)}
    >
      <path d="M14 2a12 12 0 1 0 0 24 12 12 0 0 0 0-24Zm0 5 6 7-6 7-6-7Z" fill="currentColor" />
      <text x="32" y="20" fontSize="18" fontWeight="700" fontFamily="system-ui, sans-serif" fill="currentColor">
        RATCHET
      </text>
    </svg>
  );
}
