/**
 * The portal's form idiom (`@idea-portal/ui/forms`): the shared contract (a zod schema of
 * @idea-portal/contracts) checks what a form sends, its issues show on their fields as the
 * contracts' texts and the first invalid field gets the focus. Not part of the shared
 * `@idea-portal/ui` chunk (that one loads on every page, whole): each form's chunk carries the
 * few lines it uses. Written by shape, so it loads neither zod nor Mantine's form code.
 */
import type { FormEvent } from 'react';
import type { UseFormReturnType } from '@mantine/form';

/** One problem a contract found: where (the path in the checked value) and what (an i18n key of the contracts). */
export interface ContractIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What a form needs of a contract: `safeParse`. */
export interface ContractSchema<Out> {
  safeParse(value: unknown): { success: true; data: Out } | { success: false; error: { issues: readonly ContractIssue[] } };
}

/**
 * Form errors from a contract's issues: the first issue of each top-level field (tags.3 -> tags),
 * under the form's name for it where `fields` renames (isValidIdea -> validity); an issue without
 * a path goes to `form`; below a field named in `nested` (a group of fields, e.g. premiumInputs) an
 * issue keeps its whole path (premiumInputs.savings). The messages stay the contracts' keys, so
 * they follow a language switch.
 */
export function contractErrors(issues: readonly ContractIssue[], fields: Readonly<Record<string, string>> = {}, nested: readonly string[] = []): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = String(issue.path[0] ?? 'form');
    const key = nested.includes(path) ? issue.path.map(String).join('.') : (fields[path] ?? path);
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A request checked with its contract: the parsed request, or the errors by field (see contractErrors). */
export type ContractCheck<Out> = { request: Out; errors: null } | { request: null; errors: Record<string, string> };

/** Checks a request with its contract (also for forms without Mantine's form state: one text, a list of people). */
export function checkContract<Out>(schema: ContractSchema<Out>, value: unknown, fields?: Readonly<Record<string, string>>, nested?: readonly string[]): ContractCheck<Out> {
  const result = schema.safeParse(value);
  return result.success ? { request: result.data, errors: null } : { request: null, errors: contractErrors(result.error.issues, fields, nested) };
}

/** Moves keyboard focus to the first field with an error inside `root`, once the errors are rendered. */
export function focusFirstError(root: Element | null | undefined) {
  setTimeout(() => root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error="true"] input')?.focus(), 0);
}

export interface ContractFormOptions<Values, Out> {
  /** The contract the API checks the request with. */
  schema: ContractSchema<Out>;
  /** The request the contract checks, made from the form's values (trimmed texts, nulls, the version). */
  toPayload: (values: Values) => unknown;
  /** The form's field for a contract path where the names differ. */
  fields?: Readonly<Record<string, keyof Values & string>>;
  /** Groups of fields whose errors keep their whole path (see contractErrors). */
  nested?: readonly (keyof Values & string)[];
  /** The text of a validation key in the current language. */
  msg: (key: string) => string;
}

export interface ContractForm<Values, Out> {
  /**
   * Checks the form's request with the contract (or another one, e.g. a save's laxer contract,
   * with its own request): the checked request, or null after showing the errors on their fields
   * and focusing the first invalid one inside `root` (the <form>).
   */
  check: <O = Out>(root: Element | null | undefined, schema?: ContractSchema<O>, payload?: unknown) => O | null;
  /** The <form>'s onSubmit: sends the checked request to `send`, or shows why not. */
  onSubmit: (send: (request: Out) => void) => (event?: FormEvent<HTMLFormElement>) => void;
  /** A field's error in the current language. */
  error: (name: keyof Values & string) => string | undefined;
}

/** The idiom over a Mantine form (useForm of @idea-portal/ui) and a contract. */
export function contractForm<Values, Out>(form: UseFormReturnType<Values>, options: ContractFormOptions<Values, Out>): ContractForm<Values, Out> {
  const { schema, toPayload, fields, nested, msg } = options;

  function check<O = Out>(root: Element | null | undefined, other?: ContractSchema<O>, payload?: unknown): O | null {
    const checked = checkContract((other ?? schema) as ContractSchema<O>, payload === undefined ? toPayload(form.getValues()) : payload, fields, nested);
    if (checked.errors) {
      form.setErrors(checked.errors);
      focusFirstError(root);
      return null;
    }
    form.clearErrors();
    return checked.request;
  }

  return {
    check,
    onSubmit: (send) =>
      form.onSubmit((_values, event) => {
        const request = check(event?.currentTarget);
        if (request !== null) send(request);
      }),
    error: (name) => {
      const key = form.errors[name];
      return typeof key === 'string' ? msg(key) : undefined;
    },
  };
}
