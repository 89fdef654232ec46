import { useReducer } from 'react';

/**
 * Keeps a controlled `<input>`/`<textarea>` showing its `value` when the owner does not take a typed change.
 * React writes the controlled value back into the field after every change event; Preact (the storefront's
 * renderer, through preact/compat) only writes the DOM when a render happens, so a field whose owner keeps
 * its value would show the typed text. Call the returned function from the field's change handler: the field
 * renders again, and Preact compares the prop with the DOM value and restores it (a no-op under React, which
 * has already restored it; both renderers batch this render with the owner's).
 */
export function useControlledFieldValue(isControlled: boolean): () => void {
  const [, renderAgain] = useReducer((renders: number) => renders + 1, 0);
  return () => {
    if (isControlled) renderAgain();
  };
}
