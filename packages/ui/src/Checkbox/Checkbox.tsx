import { useId, type ComponentProps, type ReactNode } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Minus } from 'lucide-react';
import { cn } from '../lib/cn';

/** Box styles: `size` of the box; the checked and indeterminate looks key on `data-state`. */
export const checkboxVariants = cva(
  'peer inline-flex shrink-0 cursor-pointer items-center justify-center rounded-sm border border-border bg-surface text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
  {
    variants: {
      size: {
        sm: 'size-4 [&_svg]:size-3',
        md: 'size-5 [&_svg]:size-4',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** `true`, `false`, or `'indeterminate'` (some but not all of a group ticked, e.g. a table's select-all). */
export type CheckboxCheckedState = boolean | 'indeterminate';

export type CheckboxProps = Omit<
  ComponentProps<typeof CheckboxPrimitive.Root>,
  'checked' | 'defaultChecked' | 'onCheckedChange' | 'children'
> &
  VariantProps<typeof checkboxVariants> & {
    /** Ticked state (controlled). */
    checked?: CheckboxCheckedState | undefined;
    /** Ticked state at start (uncontrolled). */
    defaultChecked?: CheckboxCheckedState | undefined;
    /** Called with the new state; a click on an indeterminate box ticks it (`true`). */
    onCheckedChange?: ((checked: CheckboxCheckedState) => void) | undefined;
    /** Visible label; without it give the box an `aria-label` (e.g. "Select all rows"). */
    label?: ReactNode;
    /** Help text below the label, linked with `aria-describedby`. */
    description?: ReactNode;
    /** Error text (e.g. "Accept the privacy terms", account-area.md §5 "a required checkbox must be ticked"); marks the box invalid. */
    errorMessage?: ReactNode;
    /** Class of the wrapper around box, label and texts (only rendered with a label, description or error). */
    wrapperClassName?: string | undefined;
  };

/**
 * A checkbox (Radix: role checkbox, Space toggles, `aria-checked="mixed"` when indeterminate).
 * Controlled with `checked`/`onCheckedChange` or uncontrolled with `defaultChecked`; inside a form
 * it submits `value` (default "on") under `name` when ticked.
 */
export function Checkbox({
  label,
  description,
  errorMessage,
  size,
  className,
  wrapperClassName,
  id: idProp,
  'aria-describedby': describedByProp,
  ...props
}: CheckboxProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  const describedBy = [describedByProp, descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = errorMessage ? true : props['aria-invalid'];

  const box = (
    <CheckboxPrimitive.Root
      id={id}
      data-slot="checkbox"
      data-variant={size ?? 'md'}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      className={cn(checkboxVariants({ size }), className)}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="group flex items-center justify-center">
        <Check aria-hidden="true" className="group-data-[state=indeterminate]:hidden" />
        <Minus aria-hidden="true" className="hidden group-data-[state=indeterminate]:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label && !description && !errorMessage) return box;

  return (
    <div data-slot="checkbox-field" className={cn('flex items-start gap-2 text-sm text-foreground', wrapperClassName)}>
      <span className="flex h-5 items-center">{box}</span>
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
        {errorMessage ? (
          <span id={errorId} className="text-sm text-danger">
            {errorMessage}
          </span>
        ) : null}
      </span>
    </div>
  );
}
