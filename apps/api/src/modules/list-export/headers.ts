/** The exports' languages; the column headers (and status names) are in the caller's. */
export type ExportLang = 'en' | 'de';

/** `lang` when given, else the first of Accept-Language that is German or English, else English. */
export function exportLang(lang: ExportLang | undefined, acceptLanguage: string | undefined): ExportLang {
  if (lang) return lang;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'de' || tag === 'en') return tag;
  }
  return 'en';
}

const HEADERS = {
  ideas: {
    id: ['ID', 'ID'],
    title: ['Title', 'Titel'],
    status: ['Status', 'Status'],
    category: ['Category', 'Kategorie'],
    unit: ['Organisational unit', 'Organisationseinheit'],
    submitter: ['Submitter', 'Einreicher'],
    createdAt: ['Created', 'Erstellt'],
    submittedAt: ['Submitted', 'Eingereicht'],
    updatedAt: ['Updated', 'Aktualisiert'],
    likes: ['Likes', 'Gefällt mir'],
    views: ['Views', 'Aufrufe'],
    benefitValue: ['Benefit', 'Nutzen'],
    benefitType: ['Type of benefit', 'Nutzenart'],
    firstYearNetSavings: ['Net savings in the first year', 'Nettoeinsparung im ersten Jahr'],
    realisedSavings: ['Realised savings', 'Realisierte Einsparung'],
  },
  search: {
    location: ['Location', 'Standort'],
    score: ['Relevance', 'Relevanz'],
  },
  users: {
    name: ['Name', 'Name'],
    email: ['Email', 'E-Mail'],
    role: ['Role', 'Rolle'],
    department: ['Department', 'Abteilung'],
    organization: ['Organisation', 'Organisation'],
    position: ['Position', 'Position'],
    status: ['Status', 'Status'],
    lastLogin: ['Last login', 'Letzte Anmeldung'],
    ideasSubmitted: ['Ideas submitted', 'Eingereichte Ideen'],
    ideasImplemented: ['Ideas implemented', 'Umgesetzte Ideen'],
    functions: ['Functions', 'Funktionen'],
    createdAt: ['Created', 'Erstellt'],
  },
  activity: {
    createdAt: ['Time', 'Zeitpunkt'],
    actor: ['By', 'Von'],
    subject: ['Idea or person', 'Idee oder Person'],
    entityType: ['Area', 'Bereich'],
    fieldName: ['Field', 'Feld'],
    oldValue: ['Old value', 'Alter Wert'],
    newValue: ['New value', 'Neuer Wert'],
  },
} as const;

type Table = keyof typeof HEADERS;

/** The headers of `columns` of a table in a language. */
export function headersOf<T extends Table>(table: T, columns: readonly (keyof (typeof HEADERS)[T])[], lang: ExportLang): string[] {
  const labels = HEADERS[table] as Record<string, readonly [string, string]>;
  return columns.map((c) => labels[c as string]![lang === 'de' ? 1 : 0]);
}

/** The headers shared by the ideas list and the search results. */
export const ideaHeader = (column: keyof (typeof HEADERS)['ideas'], lang: ExportLang) => HEADERS.ideas[column][lang === 'de' ? 1 : 0];
export const searchHeader = (column: keyof (typeof HEADERS)['search'], lang: ExportLang) => HEADERS.search[column][lang === 'de' ? 1 : 0];

/** `ideas-2026-11-27.csv`: what the export holds and the day it was made. */
export const exportFileName = (what: string, format: 'csv' | 'xlsx', now = new Date()) => `${what}-${now.toISOString().slice(0, 10)}.${format}`;
