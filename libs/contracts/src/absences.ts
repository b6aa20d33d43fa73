import { z } from 'zod';

/**
 * Deputies (issue 40): a person's absence, first and last day both included, and the deputy who
 * takes their tasks meanwhile. Validation messages are keys (the remotes translate them).
 */
export const ABSENCE_MESSAGES = {
  en: {
    'absence.dayInvalid': 'Please enter a valid date',
    'absence.endBeforeStart': 'The last day cannot be before the first day',
    'absence.deputyRequired': 'Please choose a deputy',
    'absence.deputyIsSelf': 'You cannot be your own deputy',
  },
  de: {
    'absence.dayInvalid': 'Bitte geben Sie ein gültiges Datum ein',
    'absence.endBeforeStart': 'Der letzte Tag darf nicht vor dem ersten Tag liegen',
    'absence.deputyRequired': 'Bitte wählen Sie eine Vertretung',
    'absence.deputyIsSelf': 'Sie können nicht Ihre eigene Vertretung sein',
  },
} as const;
export type AbsenceMessageKey = keyof (typeof ABSENCE_MESSAGES)['en'];

const m = (key: AbsenceMessageKey) => ({ message: key });
const AbsenceDay = z.iso.date(m('absence.dayInvalid'));

/** PUT /users/me/absence and PUT /admin/users/{id}/absence. */
export const AbsenceInput = z
  .object({
    from: AbsenceDay,
    to: AbsenceDay,
    deputyId: z.string(m('absence.deputyRequired')).trim().min(1, m('absence.deputyRequired')).max(200, m('absence.deputyRequired')),
  })
  .strict()
  .refine((a) => a.to >= a.from, { ...m('absence.endBeforeStart'), path: ['to'] });
export type AbsenceInput = z.infer<typeof AbsenceInput>;

/** A person named in an absence. */
export const AbsencePerson = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AbsencePerson = z.infer<typeof AbsencePerson>;

export const Absence = z.object({
  userId: z.string(),
  from: z.string(),
  to: z.string(),
  deputy: AbsencePerson,
  /** Who set it (the person or an administrator); null when that account is gone. */
  setBy: AbsencePerson.nullable(),
  /** Whether the absence runs today (the tenant's calendar day). */
  activeToday: z.boolean(),
});
export type Absence = z.infer<typeof Absence>;

/** GET answers: the absence, or null when none is set. */
export const AbsenceResponse = z.object({ absence: Absence.nullable() });
export type AbsenceResponse = z.infer<typeof AbsenceResponse>;
