import { useState } from 'react';

/** A required text field of an auth dialog: its value, its check and the props for `Input`. */
export interface RequiredField {
  /** The value as submitted (trimmed when the field trims). */
  value: string;
  /** Marks the field as missing when its submitted value is empty; true when it is filled. */
  check: () => boolean;
  /** Controlled value, required flag and the missing message for `Input` (cleared on typing). */
  inputProps: {
    value: string;
    onValueChange: (value: string) => void;
    required: true;
    status: 'error' | 'default';
    message: string | undefined;
  };
}

/**
 * State of a required field (storefront.md §2 Login and forgot-password dialogs: required fields): empty
 * on submit shows `missingMessage` until the customer types again. `trim` drops surrounding spaces
 * (usernames) before the check and the submit; passwords keep them.
 */
export function useRequiredField(missingMessage: string, { trim = false }: { trim?: boolean } = {}): RequiredField {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const value = trim ? text.trim() : text;
  return {
    value,
    check: () => {
      const empty = value === '';
      setMissing(empty);
      return !empty;
    },
    inputProps: {
      value: text,
      onValueChange: (next) => {
        setText(next);
        if (missing) setMissing(false);
      },
      required: true,
      status: missing ? 'error' : 'default',
      message: missing ? missingMessage : undefined,
    },
  };
}
