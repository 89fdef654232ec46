import { useId, type ComponentProps, type ReactNode } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

/** Layout of the options: `orientation` stacks them or puts them in a row. */
export const radioGroupVariants = cva('flex gap-3', {
  variants: {
    orientation: {
      vertical: 'flex-col',
      horizontal: 'flex-row flex-wrap gap-x-6',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

/** One choice of a RadioGroup. */
export interface RadioOption {
  /** Submitted and reported value. */
  value: string;
  /** Visible label. */
  label: ReactNode;
  /** A second line below the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown but not choosable. */
  disabled?: boolean | undefined;
}

export type RadioGroupProps = Omit<
  ComponentProps<typeof RadioGroupPrimitive.Root>,
  'children' | 'orientation' | 'dir'
> &
  VariantProps<typeof radioGroupVariants> & {
    /** Visible name of the group (e.g. "Salutation", "Budget period"). */
    label: ReactNode;
    /** The choices, in display order. */
    options: readonly RadioOption[];
    /** Help text below the label, linked to the group. */
    description?: ReactNode;
    /** Error text; marks the group invalid and is linked to it. */
    errorMessage?: ReactNode;
    /** Class of the wrapper around label, group and texts (`className` goes to the group). */
    wrapperClassName?: string | undefined;
  };

/**
 * A group of radio buttons (Radix, WAI-ARIA radio group: one tab stop, arrow keys move and choose).
 * Controlled with `value`/`onValueChange` or uncontrolled with `defaultValue`; inside a form it
 * submits the chosen value under `name`.
 */
export function RadioGroup({
  label,
  options,
  description,
  errorMessage,
  orientation,
  className,
  wrapperClassName,
  id: idProp,
  ...props
}: RadioGroupProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div data-slot="radio-group-field" className={cn('flex flex-col gap-2 text-sm text-foreground', wrapperClassName)}>
      <span id={labelId} className="font-medium">
        {label}
      </span>
      {description ? (
        <span id={descriptionId} className="-mt-1 text-xs text-muted-foreground">
          {description}
        </span>
      ) : null}
      <RadioGroupPrimitive.Root
        id={id}
        data-slot="radio-group"
        data-variant={orientation ?? 'vertical'}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={errorMessage ? true : undefined}
        orientation={orientation ?? 'vertical'}
        className={cn(radioGroupVariants({ orientation }), className)}
        {...props}
      >
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const optionDescriptionId = option.description ? `${optionId}-description` : undefined;
          return (
            <div key={option.value} className="flex items-start gap-2">
              <RadioGroupPrimitive.Item
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={optionDescriptionId}
                data-slot="radio-group-item"
                className={cn(
                  'peer mt-0.5 inline-flex size-4 shrink-0 cursor-pointer items-center justify-center rounded-full border border-border bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary',
                  errorMessage && 'border-danger',
                )}
              >
                <RadioGroupPrimitive.Indicator className="block size-2 rounded-full bg-primary" />
              </RadioGroupPrimitive.Item>
              <span className="flex flex-col gap-0.5">
                <label
                  htmlFor={optionId}
                  className="cursor-pointer peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
                >
                  {option.label}
                </label>
                {option.description ? (
                  <span id={optionDescriptionId} className="text-xs text-muted-foreground">
                    {option.description}
                  </span>
                ) : null}
              </span>
            </div>
          );
        })}
      </RadioGroupPrimitive.Root>
      {errorMessage ? (
        <span id={errorId} className="text-sm text-danger">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
