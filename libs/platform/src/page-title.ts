import { useEffect } from 'react';
import { i18n, normalizeLanguage, type Language } from './i18n/i18n';

/** The product's name per language: the same name the header shows ("Ideenportal" in German). */
export const PRODUCT_TITLES: Record<Language, string> = { en: 'Idea Portal', de: 'Ideenportal' };

export function productTitle(language: string | undefined = i18n.language) {
  return PRODUCT_TITLES[normalizeLanguage(language)];
}

/** "Page | Product"; the product title alone when no page name is given. */
export function formatPageTitle(page?: string | null, language?: string) {
  const product = productTitle(language);
  return page ? `${page} | ${product}` : product;
}

export function usePageTitle(page?: string | null) {
  useEffect(() => {
    const apply = () => {
      document.title = formatPageTitle(page);
    };
    apply();
    // The page name usually changes with the language, but a page without one must follow too.
    i18n.on('languageChanged', apply);
    return () => {
      i18n.off('languageChanged', apply);
      document.title = productTitle();
    };
  }, [page]);
}
