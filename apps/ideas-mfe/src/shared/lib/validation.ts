import type { ideaValidationMessage } from '@idea-portal/contracts';
import { normalizeLanguage } from '@idea-portal/platform';

/** Form errors keyed by the top-level field; values are the contracts' i18n keys. */
export type FieldErrors = Record<string, string>;

/** The contracts' validation texts: they come with the checks (every error the forms show is a check's or an answer to a send, which loads them first). */
let messages: typeof ideaValidationMessage | null = null;

/** The text of a validation key in the current language (en / de); the key itself before the checks are there. */
export function validationText(key: unknown, language: string | undefined): string | undefined {
  if (typeof key !== 'string' || !key) return undefined;
  return messages ? messages(key, normalizeLanguage(language)) : key;
}

/**
 * The forms' contract checks and validation texts (./contract-checks.ts, with zod), fetched on a
 * form's first focus or send so no page's first load carries them; null when they cannot load
 * (offline, a redeploy): the form then says so and sends nothing. The next call asks again.
 */
export const loadContractChecks = () =>
  import(/* webpackChunkName: "contract-checks" */ './contract-checks').then(
    (checks) => {
      messages = checks.ideaValidationMessage;
      return checks;
    },
    () => null,
  );
