import { useId, type ComponentProps, type ReactNode } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

/** Track styles: `size` of the switch; on and off key on `data-state`. */
export const switchVariants = cva(
  'peer inline-flex shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-muted-foreground',
  {
    variants: {
      size: {
        sm: 'h-5 w-9 [&>span]:size-4 [&>span]:data-[state=checked]:translate-x-4',
        md: 'h-6 w-11 [&>span]:size-5 [&>span]:data-[state=checked]:translate-x-5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SwitchProps = Omit<ComponentProps<typeof SwitchPrimitive.Root>, 'children'> &
  VariantProps<typeof switchVariants> & {
    /** Visible label (e.g. "Budget renewable"); without it give the switch an `aria-label`. */
    label?: ReactNode;
    /** Help text below the label, linked with `aria-describedby`. */
    description?: ReactNode;
    /** Class of the wrapper around switch and texts (only rendered with a label or description). */
    wrapperClassName?: string | undefined;
  };

/**
 * An on/off switch for settings that take effect at once, e.g. a flow's "budget transferable" or a
 * user's active status (account-area.md §3). Radix: role switch, Space and Enter toggle. Controlled
 * with `checked`/`onCheckedChange` or uncontrolled with `defaultChecked`.
 */
export function Switch({
  label,
  description,
  size,
  className,
  wrapperClassName,
  id: idProp,
  'aria-describedby': describedByProp,
  ...props
}: SwitchProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const descriptionId = description ? `${id}-description` : undefined;
  const describedBy = [describedByProp, descriptionId].filter(Boolean).join(' ') || undefined;

  const control = (
    <SwitchPrimitive.Root
      id={id}
      data-slot="switch"
      data-variant={size ?? 'md'}
      aria-describedby={describedBy}
      className={cn(switchVariants({ size }), className)}
      {...props}
    >
      <SwitchPrimitive.Thumb className="pointer-events-none block translate-x-0 rounded-full bg-surface shadow-card transition-transform" />
    </SwitchPrimitive.Root>
  );
  if (!label && !description) return control;

  return (
    <div data-slot="switch-field" className={cn('flex items-start gap-3 text-sm text-foreground', wrapperClassName)}>
      {control}
      <span className="flex flex-col gap-0.5">
        {label ? (
          <label htmlFor={id} className="cursor-pointer font-medium peer-disabled:cursor-not-allowed">
            {label}
          </label>
        ) : null}
        {description ? (
          <span id={descriptionId} className="text-xs text-muted-foreground">
            {description}
          </span>
        ) : null}
      </span>
    </div>
  );
}
