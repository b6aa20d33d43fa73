/** The en/de texts of the idea contracts' validation keys (./idea-validation.ts has the limits). */
const en = {
  'validation.required': 'This field is required',
  'validation.invalidType': 'Invalid value',
  'validation.unknownField': 'Unknown field',
  'validation.titleRequired': 'Title is required',
  'validation.titleTooShort': 'Title must be at least 5 characters',
  'validation.draftTitleTooShort': 'Title must be at least 3 characters',
  'validation.titleTooLong': 'Title must be at most 150 characters',
  'validation.descriptionTooShort': 'Problem statement must be at least 20 characters',
  'validation.descriptionTooLong': 'Problem statement must be at most 5000 characters',
  'validation.solutionTooShort': 'Proposed solution must be at least 20 characters',
  'validation.solutionTooLong': 'Proposed solution must be at most 5000 characters',
  'validation.categoryRequired': 'Please choose a category',
  'validation.tagsTooMany': 'At most 10 tags',
  'validation.tagTooShort': 'Each tag must be at least 2 characters',
  'validation.tagTooLong': 'Each tag must be at most 30 characters',
  'validation.tagsDuplicate': 'Tags must be unique',
  'validation.fieldTooLong': 'Must be at most 100 characters',
  'validation.bannerImageInvalid': 'Banner image must be an http(s) URL or an uploaded image',
  'validation.visibleToRequired': 'Choose at least one person who may see the idea',
  'validation.visibleToTooMany': 'At most 200 people',
  'validation.versionRequired': 'The idea version is missing; reload the idea',
  'validation.commentRequired': 'Comment cannot be empty',
  'validation.commentTooLong': 'Comment must be at most 2000 characters',
  'validation.revisionTooShort': 'Request must be at least 10 characters',
  'validation.revisionTooLong': 'Request must be at most 2000 characters',
  'validation.fileTooLarge': 'Each file must be at most 10 MB',
  'validation.tooManyFiles': 'At most 10 files at once',
  'validation.malformedMultipart': 'The upload arrived incomplete or damaged; please try again',
  'validation.storageUnavailable': 'The file storage is not available right now; please try again in a moment',
  'validation.fileTypeNotAllowed': 'This file type is not allowed (PDF, images, text, Word, Excel, PowerPoint)',
} as const;
const de: Record<keyof typeof en, string> = {
  'validation.required': 'Dieses Feld ist erforderlich',
  'validation.invalidType': 'Ungültiger Wert',
  'validation.unknownField': 'Unbekanntes Feld',
  'validation.titleRequired': 'Titel ist erforderlich',
  'validation.titleTooShort': 'Der Titel muss mindestens 5 Zeichen lang sein',
  'validation.draftTitleTooShort': 'Der Titel muss mindestens 3 Zeichen lang sein',
  'validation.titleTooLong': 'Der Titel darf höchstens 150 Zeichen lang sein',
  'validation.descriptionTooShort': 'Die Problembeschreibung muss mindestens 20 Zeichen lang sein',
  'validation.descriptionTooLong': 'Die Problembeschreibung darf höchstens 5000 Zeichen lang sein',
  'validation.solutionTooShort': 'Der Lösungsvorschlag muss mindestens 20 Zeichen lang sein',
  'validation.solutionTooLong': 'Der Lösungsvorschlag darf höchstens 5000 Zeichen lang sein',
  'validation.categoryRequired': 'Bitte wählen Sie eine Kategorie',
  'validation.tagsTooMany': 'Höchstens 10 Schlagwörter',
  'validation.tagTooShort': 'Jedes Schlagwort muss mindestens 2 Zeichen lang sein',
  'validation.tagTooLong': 'Jedes Schlagwort darf höchstens 30 Zeichen lang sein',
  'validation.tagsDuplicate': 'Schlagwörter müssen eindeutig sein',
  'validation.fieldTooLong': 'Höchstens 100 Zeichen',
  'validation.bannerImageInvalid': 'Das Bannerbild muss eine http(s)-URL oder ein hochgeladenes Bild sein',
  'validation.visibleToRequired': 'Wählen Sie mindestens eine Person, die die Idee sehen darf',
  'validation.visibleToTooMany': 'Höchstens 200 Personen',
  'validation.versionRequired': 'Die Version der Idee fehlt; bitte neu laden',
  'validation.commentRequired': 'Der Kommentar darf nicht leer sein',
  'validation.commentTooLong': 'Der Kommentar darf höchstens 2000 Zeichen lang sein',
  'validation.revisionTooShort': 'Die Anfrage muss mindestens 10 Zeichen lang sein',
  'validation.revisionTooLong': 'Die Anfrage darf höchstens 2000 Zeichen lang sein',
  'validation.fileTooLarge': 'Jede Datei darf höchstens 10 MB groß sein',
  'validation.tooManyFiles': 'Höchstens 10 Dateien auf einmal',
  'validation.malformedMultipart': 'Der Upload kam unvollständig oder beschädigt an; bitte versuchen Sie es erneut',
  'validation.storageUnavailable': 'Der Dateispeicher ist gerade nicht erreichbar; bitte versuchen Sie es gleich noch einmal',
  'validation.fileTypeNotAllowed': 'Dieser Dateityp ist nicht erlaubt (PDF, Bilder, Text, Word, Excel, PowerPoint)',
};
/** English and German texts for every validation key used by the idea contracts. */
export const ideaValidationMessages = { en, de } as const;
export type IdeaValidationKey = keyof typeof en;

/** The text for a validation key (or the key itself when it is not one of ours). */
export function ideaValidationMessage(key: string, lang: 'en' | 'de' = 'en'): string {
  const table: Record<string, string> = ideaValidationMessages[lang] ?? en;
  return table[key] ?? (en as Record<string, string>)[key] ?? key;
}
