import { STATUS_NAMES } from '@idea-portal/domain';
import { registerTranslations } from '@idea-portal/platform';

/** Namespace 'ui': texts of the shared components (status labels, retry, loading, table controls). */
export const uiEn = {
  retry: 'Retry',
  cancel: 'Cancel',
  close: 'Close',
  loading: 'Loading...',
  partLoadFailed: 'This could not be loaded. Check your connection and try again.',
  error: 'An error occurred',
  comingSoon: 'Coming soon',
  comingSoonText: 'This page is being built and will be available soon.',
  table: {
    sortBy: 'Sort by {{column}}',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
    rowsPerPage: 'Rows per page',
    loadMore: 'Load more',
    loadMoreFailed: 'More entries could not be loaded.',
  },
  exportMenu: {
    button: 'Export',
    done: 'The export was downloaded.',
    failed: 'The export could not be created. Try again.',
  },
  status: STATUS_NAMES.en,
};

export const uiDe: typeof uiEn = {
  retry: 'Erneut versuchen',
  cancel: 'Abbrechen',
  close: 'Schließen',
  loading: 'Wird geladen...',
  partLoadFailed: 'Das konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  error: 'Ein Fehler ist aufgetreten',
  comingSoon: 'Demnächst verfügbar',
  comingSoonText: 'Diese Seite wird gerade gebaut und ist bald verfügbar.',
  table: {
    sortBy: 'Nach {{column}} sortieren',
    previous: 'Zurück',
    next: 'Weiter',
    page: 'Seite {{page}}',
    rowsPerPage: 'Zeilen pro Seite',
    loadMore: 'Mehr laden',
    loadMoreFailed: 'Weitere Einträge konnten nicht geladen werden.',
  },
  exportMenu: {
    button: 'Exportieren',
    done: 'Der Export wurde heruntergeladen.',
    failed: 'Der Export konnte nicht erstellt werden. Versuchen Sie es erneut.',
  },
  status: STATUS_NAMES.de,
};

let registered = false;

/** Idempotent; safe before i18n is initialised (platform queues the bundles). */
export function registerUiTranslations() {
  if (registered) return;
  registered = true;
  registerTranslations('ui', { en: uiEn, de: uiDe });
}
