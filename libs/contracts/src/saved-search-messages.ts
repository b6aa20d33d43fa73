/** Saved searches' limits and message texts as values (no zod), for pages that only need them. */
export const SAVED_SEARCH_LIMITS = {
  /** Saved searches per person. */
  perUser: 50,
  nameMin: 1,
  nameMax: 80,
} as const;

const en = {
  'savedSearch.invalid': 'Invalid value',
  'savedSearch.unknownField': 'Unknown field',
  'savedSearch.nameRequired': 'Please enter a name',
  'savedSearch.nameTooLong': 'The name must be at most 80 characters',
  'savedSearch.nothingToChange': 'Nothing to change',
  'savedSearch.limitReached': 'You can keep at most 50 saved searches. Delete one to save a new one.',
  'savedSearch.nameTaken': 'You already have a saved search with this name',
  'savedSearch.notFound': 'This saved search no longer exists',
} as const;
export type SavedSearchMessageKey = keyof typeof en;
const de: Record<SavedSearchMessageKey, string> = {
  'savedSearch.invalid': 'Ungültiger Wert',
  'savedSearch.unknownField': 'Unbekanntes Feld',
  'savedSearch.nameRequired': 'Bitte geben Sie einen Namen ein',
  'savedSearch.nameTooLong': 'Der Name darf höchstens 80 Zeichen lang sein',
  'savedSearch.nothingToChange': 'Nichts zu ändern',
  'savedSearch.limitReached': 'Sie können höchstens 50 Suchen speichern. Löschen Sie eine, um eine neue zu speichern.',
  'savedSearch.nameTaken': 'Sie haben bereits eine gespeicherte Suche mit diesem Namen',
  'savedSearch.notFound': 'Diese gespeicherte Suche gibt es nicht mehr',
};
/** English and German texts of every saved-search message key (validation and error codes). */
export const savedSearchMessages = { en, de } as const;

/** The text of a message key, or the key itself when it is not one of ours. */
export function savedSearchMessage(key: string, lang: 'en' | 'de' = 'en'): string {
  const table: Record<string, string> = savedSearchMessages[lang];
  return table[key] ?? key;
}

/** The message key for an API error code of these endpoints. */
export const SAVED_SEARCH_ERROR_KEYS = {
  SAVED_SEARCH_LIMIT: 'savedSearch.limitReached',
  SAVED_SEARCH_NAME_TAKEN: 'savedSearch.nameTaken',
  NOT_FOUND: 'savedSearch.notFound',
} as const satisfies Record<string, SavedSearchMessageKey>;
