import { cn } from '@ratchet/ui';

/** The Ratchet logo (an inline SVG wordmark; `variant="white"` for dark backgrounds). */
export function Logo({ variant = 'default', className }: { variant?: 'default' | 'white'; className?: string }) {
  return (
    <svg
      viewBox="0 0 132 28"
      aria-hidden="true"
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
