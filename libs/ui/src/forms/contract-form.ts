import { useRef, type FormEvent, type RefObject } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useForm } from '../mantine-deferred';

/** One problem a contract found: where (the path in the checked value) and what (an i18n key of the contracts). */
export interface ContractIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * What a form needs of a shared contract (a zod schema of @idea-portal/contracts): `safeParse`.
 * Written by shape, so this library never loads zod; the forms bring their contracts.
 */
export interface ContractSchema<Out> {
  safeParse(value: unknown): { success: true; data: Out } | { success: false; error: { issues: readonly ContractIssue[] } };
}

/**
 * Form errors from a contract's issues: the first issue of each top-level field (tags.3 -> tags),
 * under the form's name for it where `fields` renames (isValidIdea -> validity); an issue without
 * a path goes to `form`. The messages stay the contracts' keys, so they follow a language switch.
 */
export function contractErrors(issues: readonly ContractIssue[], fields: Readonly<Record<string, string>> = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = String(issue.path[0] ?? 'form');
    errors[fields[path] ?? path] ??= issue.message;
  }
  return errors;
}

/** Moves keyboard focus to the first field with an error inside `root`, once the errors are rendered. */
export function focusFirstError(root: HTMLElement | null) {
  setTimeout(() => root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error="true"] input')?.focus(), 0);
}

export interface ContractFormOptions<Values, Out> {
  initialValues: Values;
  /** The contract the API checks the request with. */
  schema: ContractSchema<Out>;
  /** The request the contract checks, made from the form's values (trimmed texts, nulls, the version). */
  toPayload: (values: Values) => unknown;
  /** The form's field for a contract path where the names differ. */
  fields?: Readonly<Record<string, keyof Values & string>>;
  /** The text of a validation key in the current language. */
  msg: (key: string) => string;
}

export interface ContractForm<Values, Out> {
  /** Mantine's form (values, input props, errors). */
  form: UseFormReturnType<Values>;
  /** For the <form> element: where the first invalid field is looked for. */
  ref: RefObject<HTMLFormElement | null>;
  /**
   * Checks the form's request with the contract (or another one, e.g. a save's laxer contract,
   * with its own request): the checked request, or null after showing the errors and focusing
   * the first invalid field.
   */
  check: <O = Out>(schema?: ContractSchema<O>, payload?: unknown) => O | null;
  /** The <form>'s onSubmit: sends the checked request to `send`, or shows why not. */
  onSubmit: (send: (request: Out) => void) => (event?: FormEvent<HTMLFormElement>) => void;
  /** A field's error in the current language. */
  error: (name: keyof Values & string) => string | undefined;
}

/**
 * The portal's form idiom: Mantine's useForm for the values, the shared contract for the checks,
 * errors shown as the contracts' texts on their fields and focus on the first invalid one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Mantine's useForm, so form values may be interfaces
export function useContractForm<Values extends Record<string, any>, Out>(options: ContractFormOptions<Values, Out>): ContractForm<Values, Out> {
  const { schema, toPayload, fields, msg } = options;
  const form = useForm<Values>({ initialValues: options.initialValues });
  const ref = useRef<HTMLFormElement>(null);

  function check<O = Out>(other?: ContractSchema<O>, payload?: unknown): O | null {
    const contract = (other ?? schema) as ContractSchema<O>;
    const result = contract.safeParse(payload === undefined ? toPayload(form.getValues()) : payload);
    if (result.success) {
      form.clearErrors();
      return result.data;
    }
    form.setErrors(contractErrors(result.error.issues, fields));
    focusFirstError(ref.current);
    return null;
  }

  return {
    form,
    ref,
    check,
    onSubmit: (send) =>
      form.onSubmit(() => {
        const request = check();
        if (request !== null) send(request);
      }),
    error: (name) => {
      const key = form.errors[name];
      return typeof key === 'string' ? msg(key) : undefined;
    },
  };
}
