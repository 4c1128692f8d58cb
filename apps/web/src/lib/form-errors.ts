import { useCallback } from 'react';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';

/**
 * Puts the per-field codes of a refused request (`errors.fields`) onto the form, so the
 * message shows under the field the server objected to. `fieldMap` renames server fields
 * that the form calls differently. Returns whether at least one field got an error; when
 * none did, the caller shows a toast instead.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly Path<T>[],
  fieldMap: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let applied = false;
  for (const [serverField, codes] of Object.entries(error.fields)) {
    const field = fieldMap[serverField] ?? (serverField as Path<T>);
    const code = codes[0];
    if (!code || !knownFields.includes(field)) continue;
    setError(field, { type: 'server', message: code }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/** The translation key of a field code: `errors:validation.<CODE>`. */
export function fieldErrorKey(code: string): string {
  return `errors:validation.${code}`;
}

/**
 * Returns a function that turns a react-hook-form error (whose message is a field code such
 * as `EMAIL_INVALID`) into its translated text, or `undefined` when there is no error.
 */
export function useFieldErrorText(): (error?: Pick<FieldError, 'message'>) => string | undefined {
  const { t } = useTranslation('errors');
  return useCallback(
    (error) => {
      if (!error?.message) return undefined;
      const key = fieldErrorKey(error.message);
      return t(key, { defaultValue: t('validation.INVALID') });
    },
    [t],
  );
}
