import type { FieldErrors } from '../../../shared/lib/validation';

/**
 * The API's VALIDATION_FAILED details as form errors: the first message per top-level field
 * ('body.title' and 'idea.title' are 'title'; no field -> 'form').
 */
export function fieldErrorsOf(details: readonly { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const d of details) {
    const parts = d.path.split('.');
    const key = (parts[0] === 'idea' || parts[0] === 'body' ? parts[1] : parts[0]) || 'form';
    errors[key] ??= d.message;
  }
  return errors;
}
