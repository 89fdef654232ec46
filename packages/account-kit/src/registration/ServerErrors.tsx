import type { StoreApiError } from '@ratchet/store-api-contract';
import { useEffect } from 'react';
import { errorField } from '../lib/actionResult';

/**
 * Puts the server's problems of one step on its fields (`source.pointer` `/company/vatNumber` → `vatNumber` of the
 * company step); a problem without a field of this step becomes the step's form-wide problem.
 */
export function ServerErrors({
  errors,
  prefix,
  fields,
  setError,
}: {
  errors: readonly StoreApiError[];
  prefix: string;
  fields: readonly string[];
  /** The step form's `setError` (any field name of the step, or `root`). */
  setError: (name: never, problem: { type: string }) => void;
}) {
  useEffect(() => {
    for (const error of errors) {
      const field = errorField(error)?.replace(new RegExp(`^${prefix}\\.`), '');
      const set = setError as (name: string, problem: { type: string }) => void;
      if (field && fields.includes(field)) set(field, { type: error.code });
      else set('root', { type: error.code });
    }
  }, [errors, fields, prefix, setError]);
  return null;
}
