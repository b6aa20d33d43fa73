import i18next, { type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, normalizeLanguage, SUPPORTED_LANGUAGES, type Language } from './language';

export * from './language';

/** The one i18next instance of the portal, shared as a singleton with every remote. */
export const i18n = i18next.createInstance();

type Bundle = Record<string, unknown>;
/**
 * A namespace's texts per language: there already, or loaded when that language is first used
 * (`() => import('./de').then((m) => m.de)`). English, the fallback, is always there.
 */
export type Translations = { en: Bundle } & Record<Exclude<Language, 'en'>, Bundle | (() => Promise<Bundle>)>;

let initialized: Promise<unknown> | null = null;
const pending: { ns: string; resources: Translations }[] = [];
/** `lng/ns` -> the loader of a bundle not there yet; i18next asks when the language is used. */
const loaders = new Map<string, () => Promise<Bundle>>();

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
    .use(resourcesToBackend((lng: string, ns: string) => loaders.get(`${lng}/${ns}`)?.() ?? Promise.resolve({})))
    .init({
      resources,
      // Bundles given here and by registerTranslations are there; the others load on first use.
      partialBundledLanguages: true,
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

/**
 * Each app adds its own namespace (one namespace per app). Resolves when the texts of the
 * language in use are there: at once unless that language's bundle is a loader still loading.
 */
export function registerTranslations(ns: string, resources: Translations): Promise<unknown> {
  // The resource store exists only once init() ran: queue bundles registered earlier.
  if (!i18n.store) {
    pending.push({ ns, resources });
    return Promise.resolve();
  }
  for (const lng of SUPPORTED_LANGUAGES) {
    const bundle = resources[lng];
    if (typeof bundle === 'function') loaders.set(`${lng}/${ns}`, bundle);
    else i18n.addResourceBundle(lng, ns, bundle, true, true);
  }
  // Listed in i18next's namespaces, so a change of language loads its bundle before it shows.
  return i18n.loadNamespaces(ns);
}
