import { type UseFormReturnType } from '@idea-portal/ui';

/** The text of a field's error (a validation key from the contracts) in the current language. */
export function fieldError<T>(form: UseFormReturnType<T>, name: string, msg: (key: string) => string): string | undefined {
  const key = form.errors[name];
  return typeof key === 'string' ? msg(key) : undefined;
}

/** Moves keyboard focus to the first field with an error inside `root`. */
export function focusFirstError(root: HTMLElement | null) {
  const el = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error="true"] input');
  el?.focus();
}
