import { z } from 'zod';
import { Day } from './internal/workflow-fields';

/** The German states (ISO 3166-2:DE without the prefix): the tenant's public holidays are its state's. */
export const GERMAN_STATES = ['BW', 'BY', 'BE', 'BB', 'HB', 'HE', 'HH', 'MV', 'NI', 'NW', 'RP', 'SL', 'SN', 'ST', 'SH', 'TH'] as const;
export const GermanState = z.enum(GERMAN_STATES);
export type GermanState = z.infer<typeof GermanState>;

/** The stages with a due period: first assessment, inquiry answer, review, expert opinion, implementation, final decision. */
export const DEADLINE_STAGES = ['assess', 'answerInquiry', 'review', 'expertOpinion', 'implement', 'decide'] as const;
export type DeadlineStage = (typeof DEADLINE_STAGES)[number];

/** Upper bounds an admin may set (a year of working days at most). */
export const DEADLINE_LIMITS = { periodMax: 250, reminderMax: 20, escalationMax: 60, closingDaysMax: 100 } as const;

const Period = z.number().int().min(1).max(DEADLINE_LIMITS.periodMax);

/**
 * The tenant's deadlines (Admin Settings): a due period in working days per stage, the German
 * state whose public holidays are no working days, the company's closing days (YYYY-MM-DD), the
 * working days before the due date when the first reminder goes out (a task is "due soon" from
 * then), and the working days overdue after which the idea managers are called in.
 */
export const DeadlineSettings = z
  .object({
    state: GermanState,
    periods: z.object({ assess: Period, answerInquiry: Period, review: Period, expertOpinion: Period, implement: Period, decide: Period }).strict(),
    /** Stored sorted and without repeats. */
    closingDays: z.array(Day).max(DEADLINE_LIMITS.closingDaysMax),
    reminderDaysBefore: z.number().int().min(0).max(DEADLINE_LIMITS.reminderMax),
    escalationDaysOverdue: z.number().int().min(1).max(DEADLINE_LIMITS.escalationMax),
  })
  .strict();
export type DeadlineSettings = z.infer<typeof DeadlineSettings>;

/** Where a task stands against its due date: open, due soon (reminder period) or overdue. */
export const DueState = z.enum(['open', 'dueSoon', 'overdue']);
export type DueState = z.infer<typeof DueState>;
