import { z } from 'zod';

/** Kinds of My Tasks entries and notifications. */

/**
 * One pending action: assess, answer an inquiry, review, give an expert opinion, implement, decide,
 * revise the idea after a reviewer requested changes, answer a revision request, decide an appeal
 * (Einspruch) against a rejection or a premium; an idea manager's escalation (someone's task
 * overdue by the tenant's threshold: see to it, reassign it).
 */
export const TASK_KINDS = ['assess', 'answerInquiry', 'review', 'expertOpinion', 'implement', 'decide', 'revise', 'answerRevisionRequest', 'decideAppeal', 'escalation'] as const;
export const TaskKind = z.enum(TASK_KINDS);
export type TaskKind = z.infer<typeof TaskKind>;

/**
 * What the notification is about (the mail of workflow events uses the same kinds):
 * 'statusChange' (newValue: the new status), 'assignment' (assessment assignee or person in charge
 * of implementation), 'inquiry' (a question to the idea's creators), 'inquiryAnswer', 'expertRequest',
 * 'expertOpinion', 'changesRequested' (a reviewer sent the idea back to its creators),
 * 'revisionRequested' (a creator asked for a change, newValue: an excerpt), 'revisionAnswered',
 * 'decision' (the final decision, newValue: accepted or rejected), 'status' (no event: the current
 * status of one's own idea), 'savedSearchMatch' (a new idea answers one of the person's subscribed
 * saved searches, newValue: the search's name), 'appealFiled' (the submitter appealed a rejection
 * or premium, newValue: the subject), 'appealDecided' (an idea manager decided it, newValue: upheld
 * or dismissed), 'taskDueSoon' / 'taskDue' (a reminder of the
 * deadline job to the person in charge before and on the due date, newValue: the due date),
 * 'taskEscalated' (to an idea manager: someone's task is overdue, newValue: the due date; the
 * person the event names is the one in charge).
 */
export const NOTIFICATION_KINDS = [
  'statusChange',
  'assignment',
  'inquiry',
  'inquiryAnswer',
  'expertRequest',
  'expertOpinion',
  'changesRequested',
  'revisionRequested',
  'revisionAnswered',
  'decision',
  'status',
  'savedSearchMatch',
  'appealFiled',
  'appealDecided',
  'taskDueSoon',
  'taskDue',
  'taskEscalated',
] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;
