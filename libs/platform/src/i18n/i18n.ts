import i18next, { type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Any language starting with 'de' is German, anything else English. */
export function normalizeLanguage(lng: string | undefined | null): Language {
  return lng?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** The one i18next instance of the portal, shared as a singleton with every remote. */
export const i18n = i18next.createInstance();

let initialized: Promise<unknown> | null = null;
const pending: { ns: string; resources: Record<Language, Record<string, unknown>> }[] = [];

/** Detection order; the choice is cached in localStorage under i18nextLng. */
export const LANGUAGE_DETECTION_ORDER = ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'] as const;

export function initI18n(resources: Resource = {}) {
  if (initialized) return initialized;
  // Registered before init: the detected language is announced during init, and <html lang> must follow it.
  i18n.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = normalizeLanguage(lng);
  });
  initialized = i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      fallbackLng: 'en',
      supportedLngs: [...SUPPORTED_LANGUAGES],
      defaultNS: 'common',
      ns: ['common'],
      interpolation: { escapeValue: false },
      returnNull: false,
      detection: {
        order: [...LANGUAGE_DETECTION_ORDER],
        lookupQuerystring: 'lng',
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
        convertDetectedLanguage: (lng: string) => normalizeLanguage(lng),
      },
    });
  for (const { ns, resources: bundle } of pending.splice(0)) registerTranslations(ns, bundle);
  return initialized;
}

/** Each remote adds its own namespace (one namespace per remote). */
export function registerTranslations(ns: string, resources: Record<Language, Record<string, unknown>>) {
  // The resource store exists only once init() ran: queue bundles registered earlier.
  if (!i18n.store) {
    pending.push({ ns, resources });
    return;
  }
  for (const lng of SUPPORTED_LANGUAGES) i18n.addResourceBundle(lng, ns, resources[lng], true, true);
}
