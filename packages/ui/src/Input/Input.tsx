import { useId, useRef, useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Eye, EyeOff, X } from 'lucide-react';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useControlledFieldValue } from '../lib/useControlledFieldValue';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { inputMessages } from './messages';

/** Field frame per status (default, success, error). */
export const inputVariants = cva(
  'flex h-10 w-full items-center gap-1 rounded-md border bg-surface px-3 text-foreground has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-50 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus',
  {
    variants: {
      status: {
        default: 'border-border',
        success: 'border-success',
        error: 'border-danger',
      },
    },
    defaultVariants: { status: 'default' },
  },
);

/** Input status. */
export type InputStatus = NonNullable<VariantProps<typeof inputVariants>['status']>;

/** Supported input types. */
export type InputType = 'text' | 'password' | 'email' | 'number' | 'search';

export type InputProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'size'> & {
  /** Visible label (also the accessible name). */
  label: ReactNode;
  /** Input type. */
  type?: InputType;
  /** Text (controlled). */
  value?: string;
  /** Start text when uncontrolled. */
  defaultValue?: string;
  /** Called with the new text on every change (typing and clearing). */
  onValueChange?: (value: string) => void;
  /** Frame colour; `error` also sets aria-invalid. */
  status?: InputStatus;
  /** Message below the field (error text, success confirmation or help); linked by aria-describedby. */
  message?: ReactNode;
  /** Shows a show/hide toggle for `type="password"`. */
  passwordToggle?: boolean;
  /** Shows a button that clears the text when there is any. */
  clearable?: boolean;
  /** Called after the clear button emptied the field. */
  onClear?: () => void;
  /** With `maxLength`: shows "n of max characters" below the field. */
  showCounter?: boolean;
  /** Class of the outer wrapper (label, field and message). */
  wrapperClassName?: string;
};

/** Labelled text field with status message, optional password toggle, clear button and character counter. */
export function Input({
  label,
  type = 'text',
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onChange,
  status = 'default',
  message,
  passwordToggle = false,
  clearable = false,
  onClear,
  showCounter = false,
  maxLength,
  className,
  wrapperClassName,
  id: idProp,
  disabled,
  'aria-describedby': describedByProp,
  ...props
}: InputProps) {
  const t = useUiMessages(inputMessages);
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const messageId = `${id}-message`;
  const counterId = `${id}-counter`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const [passwordVisible, setPasswordVisible] = useState(false);
  const keepControlledValue = useControlledFieldValue(valueProp !== undefined);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value);
    onChange?.(event);
    keepControlledValue();
  };
  const clear = () => {
    setValue('');
    onClear?.();
    inputRef.current?.focus();
  };

  const counterShown = showCounter && maxLength !== undefined;
  const describedBy =
    [describedByProp, message ? messageId : undefined, counterShown ? counterId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  const effectiveType = type === 'password' && passwordVisible ? 'text' : type;
  const iconButton =
    'inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-sm text-muted-foreground hover:bg-muted hover:text-foreground disabled:cursor-not-allowed [&_svg]:size-4';

  return (
    <div data-slot="input" data-status={status} className={cn('flex flex-col gap-1', wrapperClassName)}>
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <div className={inputVariants({ status })}>
        <input
          ref={inputRef}
          id={id}
          type={effectiveType}
          value={value}
          onChange={handleChange}
          maxLength={maxLength}
          disabled={disabled}
          aria-invalid={status === 'error' ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            'h-full min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed [&::-webkit-search-cancel-button]:hidden',
            className,
          )}
          {...props}
        />
        {clearable && value !== '' && !disabled && (
          <button type="button" className={iconButton} aria-label={t('clear')} aria-controls={id} onClick={clear}>
            <X aria-hidden="true" />
          </button>
        )}
        {type === 'password' && passwordToggle && (
          <button
            type="button"
            className={iconButton}
            aria-label={passwordVisible ? t('hidePassword') : t('showPassword')}
            aria-pressed={passwordVisible}
            aria-controls={id}
            disabled={disabled}
            onClick={() => setPasswordVisible((visible) => !visible)}
          >
            {passwordVisible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </button>
        )}
      </div>
      {(message || counterShown) && (
        <div className="flex items-start justify-between gap-2 text-sm">
          {message ? (
            <p
              id={messageId}
              data-slot="input-message"
              className={cn(
                status === 'error' && 'text-danger',
                status === 'success' && 'text-success',
                status === 'default' && 'text-muted-foreground',
              )}
            >
              {message}
            </p>
          ) : (
            <span />
          )}
          {counterShown && (
            <p id={counterId} data-slot="input-counter" className="text-muted-foreground tabular-nums">
              {t('characterCount', { count: value.length, max: maxLength })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
