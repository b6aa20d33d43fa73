import { IDEA_STATUSES, type IdeaStatus, type NotificationItem, type NotificationKind } from '@idea-portal/contracts';

/**
 * Kinds addressed to the idea's creators (submitter and contributors): to them the sentence says
 * "you" ("… has a question for you"), to a follower it tells what happened to the idea.
 */
export const ADDRESSED_TO_CREATORS: readonly NotificationKind[] = ['inquiry', 'changesRequested'];

/** One sentence per event kind, and its variant for the reader the event concerns. */
export const NOTIFICATION_SENTENCE_KEYS = [
  'statusChanged',
  'assignedYou',
  'assignedOther',
  'assignmentChanged',
  'questionForYou',
  'questionAsked',
  'yourQuestionAnswered',
  'questionAnswered',
  'expertOpinionRequestedFromYou',
  'expertOpinionRequested',
  'expertOpinionGivenToYou',
  'expertOpinionGiven',
  'changesRequestedOfYou',
  'changesRequested',
  'revisionRequested',
  'yourRevisionRequestAnswered',
  'revisionRequestAnswered',
  'decided',
  'statusIs',
  'savedSearchMatch',
  'appealFiled',
  'appealUpheld',
  'appealDismissed',
  'taskDueSoon',
  'taskDue',
  'taskDueSoonAsDeputy',
  'taskDueAsDeputy',
  'taskEscalated',
] as const;
export type NotificationSentenceKey = (typeof NOTIFICATION_SENTENCE_KEYS)[number];

/** What a sentence names: who acted, the person the event names, a status, a text (saved search name, excerpt), a day (a due date, YYYY-MM-DD). */
export interface NotificationSentence {
  key: NotificationSentenceKey;
  day?: string | null;
  actor: string | null;
  person: string | null;
  status: IdeaStatus | null;
  text: string | null;
}

type SentenceItem = Pick<NotificationItem, 'kind' | 'status' | 'actorName' | 'newValue' | 'concernsYou' | 'concernedName'>;

const asStatus = (value: string | null): IdeaStatus | null => (IDEA_STATUSES as readonly string[]).includes(value ?? '') ? (value as IdeaStatus) : null;

/**
 * The sentence of a notification, phrased relative to its reader where the event concerns them
 * ("you were assigned", "a question for you"). The bell renders it in en and de; the e-mail of
 * workflow events can render the same keys.
 */
export function notificationSentence(item: SentenceItem): NotificationSentence {
  const base = { actor: item.actorName, person: item.concernedName, status: null, text: null };
  const you = item.concernsYou;
  switch (item.kind) {
    case 'statusChange':
      return { ...base, key: 'statusChanged', status: asStatus(item.newValue) ?? item.status };
    case 'assignment':
      return { ...base, key: you ? 'assignedYou' : item.concernedName ? 'assignedOther' : 'assignmentChanged' };
    case 'inquiry':
      return { ...base, key: you ? 'questionForYou' : 'questionAsked', text: item.newValue };
    case 'inquiryAnswer':
      return { ...base, key: you ? 'yourQuestionAnswered' : 'questionAnswered', text: item.newValue };
    case 'expertRequest':
      return { ...base, key: you ? 'expertOpinionRequestedFromYou' : 'expertOpinionRequested', person: item.concernedName ?? item.newValue };
    case 'expertOpinion':
      return { ...base, key: you ? 'expertOpinionGivenToYou' : 'expertOpinionGiven' };
    case 'changesRequested':
      return { ...base, key: you ? 'changesRequestedOfYou' : 'changesRequested' };
    case 'revisionRequested':
      return { ...base, key: 'revisionRequested', text: item.newValue };
    case 'revisionAnswered':
      return { ...base, key: you ? 'yourRevisionRequestAnswered' : 'revisionRequestAnswered', text: item.newValue };
    case 'decision':
      return { ...base, key: 'decided', status: asStatus(item.newValue) ?? item.status };
    case 'status':
      return { ...base, key: 'statusIs', status: item.status };
    case 'savedSearchMatch':
      return { ...base, key: 'savedSearchMatch', text: item.newValue };
    case 'appealFiled':
      return { ...base, key: 'appealFiled', text: item.newValue };
    case 'appealDecided':
      return { ...base, key: item.newValue === 'upheld' ? 'appealUpheld' : 'appealDismissed' };
    case 'taskDueSoon':
    case 'taskDue':
      // A reminder to the deputy of the person whose task it is names that person.
      return { ...base, key: you || !item.concernedName ? item.kind : `${item.kind}AsDeputy`, day: item.newValue };
    case 'taskEscalated':
      return { ...base, key: item.kind, day: item.newValue };
  }
}
