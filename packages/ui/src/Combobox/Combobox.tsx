import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  I18nProvider,
  Input,
  ListBox,
  useFilter,
} from 'react-aria-components';
import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useUiLocale, useUiMessages } from '../i18n/UiLocaleProvider';
import { Spinner } from '../Spinner';
import {
  FieldLabel,
  FieldTexts,
  OptionItem,
  OptionsPopover,
  choiceFieldClass,
  choiceFrameClass,
  type ChoiceFieldProps,
  type FieldOption,
} from '../Select/fieldParts';
import { comboboxMessages } from './messages';

/** Input group styles: `size` of the field. */
export const comboboxVariants = cva(
  cn(choiceFrameClass, 'pe-0 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus'),
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

/** How typed text narrows the items: on the client (`contains`, `startsWith`) or by the host (`none`, async search). */
export type ComboboxFiltering = 'contains' | 'startsWith' | 'none';

export interface ComboboxProps extends ChoiceFieldProps, VariantProps<typeof comboboxVariants> {
  /** The items; with `filtering="none"` the host replaces them as the text changes (e.g. fetched cities). */
  items: readonly FieldOption[];
  /** Chosen item id (controlled); null for none. */
  value?: string | null | undefined;
  /** Chosen item id at start (uncontrolled). */
  defaultValue?: string | null | undefined;
  /** Called with the chosen item id, or null when the text no longer matches a choice. */
  onChange?: ((value: string | null) => void) | undefined;
  /** Typed text (controlled). */
  inputValue?: string | undefined;
  /** Typed text at start (uncontrolled). */
  defaultInputValue?: string | undefined;
  /** Called on every change of the typed text; an async host fetches its items from here (debounce there). */
  onInputChange?: ((text: string) => void) | undefined;
  /** Client filtering of `items` by the typed text (locale-aware, accents ignored); `none` when the host filters. Default `contains`. */
  filtering?: ComboboxFiltering | undefined;
  /** Whether items are being fetched: a spinner shows and an empty list says it is loading. */
  loading?: boolean | undefined;
  /** Text of an empty list; defaults to a localized "No matches found.". */
  emptyText?: string | undefined;
  /** Placeholder of the input (e.g. "Postal code or city"). */
  placeholder?: string | undefined;
  /** Keeps typed text that matches no item (then the text, not an id, is submitted under `name`). */
  allowsCustomValue?: boolean | undefined;
}

/**
 * A text field with a suggestion list (React Aria ComboBox, WAI-ARIA combobox pattern): typing filters
 * the items, arrow keys move through them, Enter chooses, Escape closes. Items can come from the host
 * asynchronously (`filtering="none"` + `onInputChange` + `loading`), e.g. the registration's city search
 * by postal code (account-area.md §3 registration fields, feature flag "city search").
 */
export function Combobox({
  label,
  items,
  value: valueProp,
  defaultValue = null,
  onChange,
  inputValue,
  defaultInputValue,
  onInputChange,
  filtering = 'contains',
  loading = false,
  emptyText,
  placeholder,
  allowsCustomValue,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  size,
  className,
}: ComboboxProps) {
  const t = useUiMessages(comboboxMessages);
  const locale = useUiLocale();
  const [value, setValue] = useControllableState<string | null>({ value: valueProp, defaultValue, onChange });
  const invalid = errorMessage !== undefined && errorMessage !== '';

  return (
    <I18nProvider locale={locale}>
      <ComboboxField
        {...{
          label,
          items,
          value,
          setValue,
          inputValue,
          defaultInputValue,
          onInputChange,
          filtering,
          loading,
          placeholder,
          allowsCustomValue,
          description,
          isRequired,
          isDisabled,
          name,
          size,
          className,
        }}
        errorMessage={invalid ? errorMessage : undefined}
        emptyText={loading ? t('loading') : (emptyText ?? t('empty'))}
        buttonLabel={t('showSuggestions')}
        loadingText={t('loading')}
      />
    </I18nProvider>
  );
}

type ComboboxFieldProps = Omit<ComboboxProps, 'value' | 'defaultValue' | 'onChange' | 'emptyText'> & {
  value: string | null;
  setValue: (value: string | null) => void;
  emptyText: string;
  buttonLabel: string;
  loadingText: string;
};

/** The React Aria parts; inside the I18nProvider so the filter collates in the shop locale. */
function ComboboxField({
  label,
  items,
  value,
  setValue,
  inputValue,
  defaultInputValue,
  onInputChange,
  filtering,
  loading,
  placeholder,
  allowsCustomValue,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  size,
  className,
  emptyText,
  buttonLabel,
  loadingText,
}: ComboboxFieldProps) {
  const { contains, startsWith } = useFilter({ sensitivity: 'base' });
  // React Aria filters only uncontrolled items (`defaultItems`); host-filtered items go in `items`.
  const itemProps =
    filtering === 'none'
      ? { items }
      : { defaultItems: items, defaultFilter: filtering === 'startsWith' ? startsWith : contains };

  return (
    <AriaComboBox
      data-slot="combobox"
      data-state={loading ? 'loading' : value === null ? 'empty' : 'filled'}
      data-variant={size ?? 'md'}
      {...itemProps}
      value={value}
      onChange={(key) => setValue(key === null ? null : String(key))}
      inputValue={inputValue}
      defaultInputValue={defaultInputValue}
      onInputChange={onInputChange}
      allowsCustomValue={allowsCustomValue}
      allowsEmptyCollection
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      className={cn(choiceFieldClass, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={comboboxVariants({ size })}>
        <Input
          placeholder={placeholder}
          className="h-full min-w-0 flex-1 bg-transparent outline-none placeholder:text-muted-foreground"
        />
        {loading ? <Spinner size="sm" tone="muted" label={loadingText} /> : null}
        <Button
          aria-label={buttonLabel}
          className="inline-flex h-full cursor-pointer items-center rounded-e-md px-2 text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <ChevronDown aria-hidden="true" className="size-4" />
        </Button>
      </Group>
      <FieldTexts description={description} errorMessage={errorMessage} />
      <OptionsPopover>
        <ListBox
          className="outline-none"
          renderEmptyState={() => <p className="px-2 py-1.5 text-muted-foreground">{emptyText}</p>}
        >
          {(option: FieldOption) => <OptionItem option={option} />}
        </ListBox>
      </OptionsPopover>
    </AriaComboBox>
  );
}
