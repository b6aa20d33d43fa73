/**
 * The portal's languages, without i18next: the shell's entry reads them before the shared
 * libraries are there (`@idea-portal/platform/language`).
 */
export const SUPPORTED_LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Any language starting with 'de' is German, anything else English. */
export function normalizeLanguage(lng: string | undefined | null): Language {
  return lng?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/**
 * The language the detector (./i18n.ts) will most likely choose, from the same places in the same
 * order (the query, the stored choice, the browser): the shell's entry starts loading its texts
 * with it. A wrong guess costs a round trip, not a wrong language.
 */
export function likelyLanguage(): Language {
  try {
    const query = new URLSearchParams(window.location.search).get('lng');
    return normalizeLanguage(query ?? localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? navigator.languages?.[0] ?? navigator.language);
  } catch {
    return normalizeLanguage(navigator.language);
  }
}
