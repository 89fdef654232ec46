import { cn, fieldControlVariants } from '@ratchet/ui';
import { useId, useState } from 'react';
import { useDebouncedCommit } from './useDebouncedValue';

/** How long a record list's text filter waits after the last key stroke before it goes to the URL (as the user list). */
export const recordFilterDebounceMs = 500;

/**
 * A from/to pair of native date fields (the browser's picker and keyboard) of a record list (invoices, offers;
 * account-area.md §5 "the from-date must not be later than the to-date"): while the range is invalid both fields
 * are marked invalid and described by the host's error (`errorId`).
 */
export function DateRangeFields({
  from,
  to,
  fromLabel,
  toLabel,
  valid,
  errorId,
  onChange,
}: {
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  valid: boolean;
  errorId: string;
  onChange: (patch: { from?: string; to?: string }) => void;
}) {
  const fromId = useId();
  const toId = useId();
  const invalid = valid ? {} : { 'aria-invalid': true, 'aria-describedby': errorId };
  return (
    <>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={fromId} className="font-medium">
          {fromLabel}
        </label>
        <input
          id={fromId}
          type="date"
          value={from}
          max={to || undefined}
          {...invalid}
          onChange={(event) => onChange({ from: event.target.value })}
          className={fieldControlVariants()}
        />
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={toId} className="font-medium">
          {toLabel}
        </label>
        <input
          id={toId}
          type="date"
          value={to}
          min={from || undefined}
          {...invalid}
          onChange={(event) => onChange({ to: event.target.value })}
          className={fieldControlVariants()}
        />
      </div>
    </>
  );
}

/**
 * A text filter of a record list: typed freely, committed (trimmed) 500 ms after the last key stroke; a change of
 * the committed value from outside (back button, reset) shows in the field.
 */
export function TextFilterField({
  label,
  value,
  onCommit,
  type = 'search',
  className,
}: {
  label: string;
  /** The committed value (the URL's). */
  value: string;
  onCommit: (value: string) => void;
  type?: 'search' | 'text';
  /** Classes of the field's wrapper (e.g. a maximum width outside a filter grid). */
  className?: string | undefined;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  useDebouncedCommit(draft.trim(), value, onCommit, recordFilterDebounceMs);
  return (
    <div className={cn('flex flex-col gap-1 text-sm', className)}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={draft}
        maxLength={100}
        onChange={(event) => setDraft(event.target.value)}
        className={fieldControlVariants()}
      />
    </div>
  );
}
