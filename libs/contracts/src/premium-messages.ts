/**
 * Texts of the premium rules and the premium, en and de: the validation keys the premium
 * contracts and the rule-set check (libs/domain premium-rules) answer with (`premium.*`), as the
 * API's 400 details and the forms' field errors show them.
 */

const premiumValidationEn = {
  'premium.amountInvalid': 'Please enter a number of zero or more',
  'premium.amountTooLarge': 'This amount is above what the rule set allows',
  'premium.percentInvalid': 'Please enter a percentage between 0 and 100',
  'premium.roundingStepInvalid': 'Please enter a rounding step above 0 (at most 1,000)',
  'premium.periodInvalid': 'Please enter a number of days between 0 and 365',
  'premium.labelRequired': 'Please enter a label',
  'premium.keyInvalid': 'Use letters, digits and hyphens (at most 40)',
  'premium.keyDuplicate': 'This key is used twice',
  'premium.levelsRequired': 'A criterion needs at least two levels',
  'premium.criteriaRequired': 'The point table needs at least one criterion',
  'premium.minimumAboveMaximum': 'The minimum premium must not be above the maximum',
  'premium.tiersFirstFromZero': 'The first tier must start at 0',
  'premium.tiersGap': 'The tiers leave a gap: this tier must start where the previous one ends',
  'premium.tiersOverlap': 'The tiers overlap: this tier starts before the previous one ends',
  'premium.tierEmpty': 'A tier must end above where it starts',
  'premium.tiersLastOpen': 'Only the last tier may be open-ended, and it must be',
  'premium.currencyInvalid': 'Currency must be a three-letter ISO code',
  'premium.dateInvalid': 'Please enter a valid date',
  'premium.levelRequired': 'Please choose a level for each criterion',
  'premium.levelUnknown': 'This level is not in the rule set',
  'premium.calculationTypeRequired': 'Please choose whether the benefit is calculable',
  'premium.adjustReasonRequired': 'Please give a reason for the adjustment',
  'premium.sharesSum': 'The shares must add up to 100%',
  'premium.shareRecipientUnknown': 'Only the submitter and the contributors share the premium',
  'premium.shareRecipientsIncomplete': 'Every submitter and contributor needs a share',
  'premium.noRuleSet': 'No premium rule set is in force for this idea',
} as const;
export type PremiumValidationKey = keyof typeof premiumValidationEn;

const premiumValidationDe: Record<PremiumValidationKey, string> = {
  'premium.amountInvalid': 'Bitte geben Sie eine Zahl von null oder mehr ein',
  'premium.amountTooLarge': 'Dieser Betrag liegt über dem, was das Regelwerk zulässt',
  'premium.percentInvalid': 'Bitte geben Sie einen Prozentsatz zwischen 0 und 100 ein',
  'premium.roundingStepInvalid': 'Bitte geben Sie eine Rundungsstufe über 0 ein (höchstens 1.000)',
  'premium.periodInvalid': 'Bitte geben Sie eine Anzahl Tage zwischen 0 und 365 ein',
  'premium.labelRequired': 'Bitte geben Sie eine Bezeichnung ein',
  'premium.keyInvalid': 'Buchstaben, Ziffern und Bindestriche (höchstens 40)',
  'premium.keyDuplicate': 'Dieser Schlüssel kommt doppelt vor',
  'premium.levelsRequired': 'Ein Kriterium braucht mindestens zwei Stufen',
  'premium.criteriaRequired': 'Die Punktetabelle braucht mindestens ein Kriterium',
  'premium.minimumAboveMaximum': 'Die Mindestprämie darf nicht über der Höchstprämie liegen',
  'premium.tiersFirstFromZero': 'Die erste Stufe muss bei 0 beginnen',
  'premium.tiersGap': 'Die Stufen lassen eine Lücke: Diese Stufe muss dort beginnen, wo die vorige endet',
  'premium.tiersOverlap': 'Die Stufen überschneiden sich: Diese Stufe beginnt, bevor die vorige endet',
  'premium.tierEmpty': 'Eine Stufe muss über ihrem Anfang enden',
  'premium.tiersLastOpen': 'Nur die letzte Stufe darf offen sein, und sie muss es sein',
  'premium.currencyInvalid': 'Die Währung muss ein dreistelliger ISO-Code sein',
  'premium.dateInvalid': 'Bitte geben Sie ein gültiges Datum ein',
  'premium.levelRequired': 'Bitte wählen Sie für jedes Kriterium eine Stufe',
  'premium.levelUnknown': 'Diese Stufe gibt es im Regelwerk nicht',
  'premium.calculationTypeRequired': 'Bitte wählen Sie, ob der Nutzen errechenbar ist',
  'premium.adjustReasonRequired': 'Bitte begründen Sie die Anpassung',
  'premium.sharesSum': 'Die Anteile müssen zusammen 100 % ergeben',
  'premium.shareRecipientUnknown': 'Nur Einreichende und Mitwirkende teilen sich die Prämie',
  'premium.shareRecipientsIncomplete': 'Alle Einreichenden und Mitwirkenden brauchen einen Anteil',
  'premium.noRuleSet': 'Für diese Idee gilt kein Prämienregelwerk',
};

export const PREMIUM_VALIDATION_MESSAGES = { en: premiumValidationEn, de: premiumValidationDe } as const;

/** The message of a premium validation key in a language (the key itself when it is not one). */
export function premiumValidationMessage(key: string, language: 'en' | 'de'): string {
  return (PREMIUM_VALIDATION_MESSAGES[language] as Record<string, string>)[key] ?? key;
}
