import { Button, I18nProvider, ListBox, Select as AriaSelect, SelectValue } from 'react-aria-components';
import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useUiLocale, useUiMessages } from '../i18n/UiLocaleProvider';
import {
  FieldLabel,
  FieldTexts,
  OptionItem,
  OptionsPopover,
  choiceFieldClass,
  choiceFrameClass,
  type ChoiceFieldProps,
  type FieldOption,
} from './fieldParts';
import { selectMessages } from './messages';

/** Trigger styles: `size` of the field. */
export const selectTriggerVariants = cva(
  cn(
    choiceFrameClass,
    'cursor-pointer outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-focus',
  ),
  {
    variants: {
      size: {
        sm: 'h-8 text-sm',
        md: 'h-10 text-sm',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface SelectProps extends ChoiceFieldProps, VariantProps<typeof selectTriggerVariants> {
  /** The choices, in display order. */
  options: readonly FieldOption[];
  /** Chosen option id (controlled); null for none. */
  value?: string | null | undefined;
  /** Chosen option id at start (uncontrolled). */
  defaultValue?: string | null | undefined;
  /** Called with the chosen option id. */
  onChange?: ((value: string | null) => void) | undefined;
  /** Text shown while nothing is chosen; defaults to a localized "Please choose". */
  placeholder?: string | undefined;
  /** Opens the list on first render (uncontrolled), e.g. for screenshots. */
  defaultOpen?: boolean | undefined;
}

/**
 * A single-choice select (React Aria: a button opening a listbox; arrow keys, typeahead, Escape).
 * Label, description and error are linked to the trigger; an `errorMessage` marks it invalid.
 * Controlled with `value`/`onChange` or uncontrolled with `defaultValue`.
 */
export function Select({
  label,
  options,
  value: valueProp,
  defaultValue = null,
  onChange,
  placeholder,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  size,
  defaultOpen,
  className,
}: SelectProps) {
  const t = useUiMessages(selectMessages);
  const locale = useUiLocale();
  const [value, setValue] = useControllableState<string | null>({ value: valueProp, defaultValue, onChange });
  const invalid = errorMessage !== undefined && errorMessage !== '';

  return (
    <I18nProvider locale={locale}>
      <AriaSelect
        data-slot="select"
        data-state={value === null ? 'empty' : 'filled'}
        data-variant={size ?? 'md'}
        value={value}
        onChange={(key) => setValue(key === null ? null : String(key))}
        placeholder={placeholder ?? t('placeholder')}
        isInvalid={invalid}
        validationBehavior="aria"
        isRequired={isRequired}
        isDisabled={isDisabled}
        name={name}
        defaultOpen={defaultOpen}
        className={cn(choiceFieldClass, className)}
      >
        <FieldLabel>{label}</FieldLabel>
        <Button className={selectTriggerVariants({ size })}>
          <SelectValue className="flex-1 truncate data-[placeholder]:text-muted-foreground">
            {/* The option's label only (its textValue), not its description line. */}
            {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
          </SelectValue>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        </Button>
        <FieldTexts description={description} errorMessage={invalid ? errorMessage : undefined} />
        <OptionsPopover>
          <ListBox items={options} className="outline-none">
            {(option) => <OptionItem option={option} />}
          </ListBox>
        </OptionsPopover>
      </AriaSelect>
    </I18nProvider>
  );
}
