import { z } from 'zod';

/** Kinds of My Tasks entries and notifications. */

/** One pending action: assess, answer an inquiry, review, give an expert opinion, implement, decide. */
export const TASK_KINDS = ['assess', 'answerInquiry', 'review', 'expertOpinion', 'implement', 'decide'] as const;
export const TaskKind = z.enum(TASK_KINDS);
export type TaskKind = z.infer<typeof TaskKind>;

/** What the notification is about. */
/** 'savedSearchMatch': a new idea answers one of the person's subscribed saved searches (newValue: the search's name). */
export const NOTIFICATION_KINDS = ['statusChange', 'assignment', 'inquiry', 'inquiryAnswer', 'expertRequest', 'expertOpinion', 'status', 'savedSearchMatch'] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;
