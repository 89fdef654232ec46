import type { ReactNode } from 'react';
import { FieldError, Label, ListBoxItem, Popover, Text } from 'react-aria-components';
import { Check } from 'lucide-react';
import { cn } from '../lib/cn';

/** One choice of a Select or Combobox. */
export interface FieldOption {
  /** Stable id; the value handed to `onChange` and submitted under `name`. */
  id: string;
  /** Visible text; also what typing matches in a Combobox. */
  label: string;
  /** A second line (e.g. the postal code's region). */
  description?: string | undefined;
  /** Shown but not choosable. */
  disabled?: boolean | undefined;
}

/** Props a Select and a Combobox share: label, help and error texts, state flags. */
export interface ChoiceFieldProps {
  /** Visible label (also the accessible name). */
  label: string;
  /** Help text below the field, linked with `aria-describedby`. */
  description?: string | undefined;
  /** Error text (e.g. from the contract's schema or the server); marks the field invalid and is linked to it. */
  errorMessage?: string | undefined;
  /** Whether a value must be chosen. */
  isRequired?: boolean | undefined;
  /** Whether the field is disabled. */
  isDisabled?: boolean | undefined;
  /** Form field name; the chosen option's id is submitted under it. */
  name?: string | undefined;
  /** Class names for the root. */
  className?: string | undefined;
}

/** The root classes of a choice field. */
export const choiceFieldClass = 'flex flex-col gap-1 text-sm text-foreground';

/** The frame of the trigger (Select) or the input group (Combobox). */
export const choiceFrameClass =
  'flex h-10 w-full items-center gap-2 rounded-md border border-border bg-surface px-3 text-start text-foreground data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[invalid]:border-danger';

/** Label, description and error of a React Aria field (linked by React Aria through its slots). */
export function FieldLabel({ children }: { children: ReactNode }) {
  return <Label className="font-medium">{children}</Label>;
}

/** Description and error below a React Aria field. */
export function FieldTexts({
  description,
  errorMessage,
}: {
  description?: string | undefined;
  errorMessage?: string | undefined;
}) {
  return (
    <>
      {description ? (
        <Text slot="description" className="text-xs text-muted-foreground">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm text-danger">{errorMessage}</FieldError>
    </>
  );
}

/** The popover holding the option list, as wide as the field. */
export function OptionsPopover({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Popover
      offset={4}
      className={cn(
        'z-(--z-popover) max-h-72 w-(--trigger-width) overflow-y-auto rounded-md border border-border bg-surface p-1 text-sm text-foreground shadow-popover',
        className,
      )}
    >
      {children}
    </Popover>
  );
}

/** One option row: check mark when selected, label and optional description. */
export function OptionItem({ option }: { option: FieldOption }) {
  return (
    <ListBoxItem
      id={option.id}
      textValue={option.label}
      isDisabled={option.disabled}
      className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[focused]:bg-muted data-[selected]:font-semibold"
    >
      {({ isSelected }) => (
        <>
          <Check aria-hidden="true" className={cn('size-4 shrink-0 text-primary', !isSelected && 'invisible')} />
          {/* No label/description slots: axe wants the visible text inside the option's name. */}
          <span className="flex flex-col">
            <span>{option.label}</span>
            {option.description ? <span className="text-xs text-muted-foreground">{option.description}</span> : null}
          </span>
        </>
      )}
    </ListBoxItem>
  );
}
