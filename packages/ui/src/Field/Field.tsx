import { isValidElement, useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import { cn } from '../lib/cn';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { fieldMessages } from './messages';

/** The props a Field hands its control: the label's target id and the links to description and error. */
export type FieldControlProps = {
  /** Id the label points at. */
  id: string;
  /** Ids of the description and the error text, when shown. */
  'aria-describedby': string | undefined;
  /** `true` while an error is shown. */
  'aria-invalid': true | undefined;
  /** `true` for a required field (no native `required`, so the browser shows no bubble of its own). */
  'aria-required': true | undefined;
};

/** Frame of a bare native control (`<input>`, `<textarea>`) placed in a Field; `aria-invalid` turns it red. */
export const fieldControlVariants = cva(
  'w-full rounded-md border border-border bg-surface px-3 text-base text-foreground outline-none placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger',
  {
    variants: {
      control: {
        input: 'h-10',
        textarea: 'min-h-24 py-2',
      },
    },
    defaultVariants: { control: 'input' },
  },
);

export type FieldProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Visible label; names the control. */
  label: ReactNode;
  /** Help text below the label, linked to the control by aria-describedby. */
  description?: ReactNode;
  /** Error text (already translated by the host); shown below the control, sets aria-invalid. */
  error?: ReactNode;
  /** Marks the field as required (visible marker and aria-required). */
  required?: boolean;
  /** Id of the control (default: generated). */
  controlId?: string;
  /**
   * The control: one element (it receives id and aria props through a Slot), or a function that gets
   * those props to spread where they belong (e.g. on a composite control's inner input).
   */
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
};

/** Field state for styling: `invalid` while an error is shown, `valid` otherwise. */
export type FieldState = 'valid' | 'invalid';

/** Labelled form field: label, required marker, description and error, linked to its control for assistive tech. */
export function Field({
  label,
  description,
  error,
  required = false,
  controlId,
  children,
  className,
  ...props
}: FieldProps) {
  const t = useUiMessages(fieldMessages);
  const generatedId = useId();
  const id = controlId ?? generatedId;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const control: FieldControlProps = {
    id,
    'aria-describedby':
      [description ? descriptionId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ') || undefined,
    'aria-invalid': hasError ? true : undefined,
    'aria-required': required ? true : undefined,
  };
  const state: FieldState = hasError ? 'invalid' : 'valid';

  return (
    <div data-slot="field" data-state={state} className={cn('flex flex-col gap-1', className)} {...props}>
      <label htmlFor={id} data-slot="field-label" className="text-sm font-medium text-foreground">
        {label}
        {required && (
          // The marker is decoration; aria-required tells assistive tech.
          <span aria-hidden="true" className="ms-0.5 text-danger">
            {t('requiredMarker')}
          </span>
        )}
      </label>
      {description && (
        <p id={descriptionId} data-slot="field-description" className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {typeof children === 'function' ? (
        children(control)
      ) : isValidElement(children) ? (
        <Slot.Root {...control}>{children}</Slot.Root>
      ) : null}
      {hasError && (
        <p id={errorId} data-slot="field-error" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** Variant props of a bare control's frame. */
export type FieldControlVariants = VariantProps<typeof fieldControlVariants>;
