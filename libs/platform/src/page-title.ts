import { useEffect } from 'react';

export const PRODUCT_TITLE = 'Idea Portal';

/** "Page | Product"; the product title alone when no page name is given. */
export function formatPageTitle(page?: string | null) {
  return page ? `${page} | ${PRODUCT_TITLE}` : PRODUCT_TITLE;
}

export function usePageTitle(page?: string | null) {
  useEffect(() => {
    document.title = formatPageTitle(page);
    return () => {
      document.title = PRODUCT_TITLE;
    };
  }, [page]);
}
