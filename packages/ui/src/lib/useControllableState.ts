import { useCallback, useInsertionEffect, useRef, useState } from 'react';

/**
 * State that is controlled when `value` is given and uncontrolled otherwise
 * (then it starts at `defaultValue`). `onChange` fires on every change either way.
 */
export function useControllableState<T>(params: {
  value?: T | undefined;
  defaultValue: T;
  onChange?: ((next: T) => void) | undefined;
}): [T, (next: T | ((previous: T) => T)) => void] {
  const { value, defaultValue, onChange } = params;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : uncontrolled;
  // Refs are synced before layout effects so that handlers always see the latest value and callback.
  const currentRef = useRef(current);
  const onChangeRef = useRef(onChange);
  useInsertionEffect(() => {
    currentRef.current = current;
    onChangeRef.current = onChange;
  });

  const setValue = useCallback(
    (next: T | ((previous: T) => T)) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(currentRef.current) : next;
      if (Object.is(resolved, currentRef.current)) return;
      if (!isControlled) setUncontrolled(resolved);
      currentRef.current = resolved;
      onChangeRef.current?.(resolved);
    },
    [isControlled],
  );
  return [current, setValue];
}
