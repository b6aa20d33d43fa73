import { registerTranslations } from '@idea-portal/platform';

/** Namespace 'ui': texts of the shared components (status labels, retry, loading, table controls). */
export const uiEn = {
  retry: 'Retry',
  cancel: 'Cancel',
  close: 'Close',
  loading: 'Loading...',
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
  status: {
    draft: 'Draft',
    first_assessment: 'First assessment',
    review: 'Review',
    implementation: 'Implementation',
    final_decision: 'Final decision',
    accepted: 'Accepted',
    completed: 'Completed',
    rejected: 'Rejected',
  },
};

export const uiDe: typeof uiEn = {
  retry: 'Erneut versuchen',
  cancel: 'Abbrechen',
  close: 'Schließen',
  loading: 'Wird geladen...',
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
  status: {
    draft: 'Entwurf',
    first_assessment: 'Erstbewertung',
    review: 'Begutachtung',
    implementation: 'Umsetzung',
    final_decision: 'Endentscheidung',
    accepted: 'Angenommen',
    completed: 'Abgeschlossen',
    rejected: 'Abgelehnt',
  },
};

let registered = false;

/** Idempotent; safe before i18n is initialised (platform queues the bundles). */
export function registerUiTranslations() {
  if (registered) return;
  registered = true;
  registerTranslations('ui', { en: uiEn, de: uiDe });
}
