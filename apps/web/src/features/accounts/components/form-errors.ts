import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';

/**
 * Puts the server's `{ param, msg }` errors under their fields (the first message per field;
 * duplicates are dropped). Returns the message no field could show, if any.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | undefined {
  if (!isApiError(error)) return 'Error de conexión. Intenta nuevamente.';
  const seen = new Set<string>();
  let unplaced: string | undefined;
  for (const { param, msg } of error.fieldErrors) {
    if (seen.has(param)) continue;
    seen.add(param);
    if ((fields as readonly string[]).includes(param)) {
      setError(param as Path<T>, { type: 'server', message: msg }, { shouldFocus: seen.size === 1 });
    } else {
      unplaced ??= msg;
    }
  }
  if (error.fieldErrors.length === 0) return error.message;
  return unplaced;
}
