import { SAVED_SEARCH_ERROR_KEYS, savedSearchMessage } from '@idea-portal/contracts';
import { ApiRequestError } from '@idea-portal/platform';

/**
 * The text to show for a failed saved-search request: the contract's en/de message for its
 * error code or validation key, else the generic fallback.
 */
export function savedSearchErrorText(error: unknown, lang: string, fallback: string): string {
  const l = lang.startsWith('de') ? 'de' : 'en';
  if (!(error instanceof ApiRequestError)) return fallback;
  const key = (SAVED_SEARCH_ERROR_KEYS as Record<string, string>)[error.code] ?? error.details?.[0]?.message;
  if (!key) return fallback;
  const text = savedSearchMessage(key, l);
  return text === key ? fallback : text;
}
