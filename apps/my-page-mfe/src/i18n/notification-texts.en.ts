/** The texts of a notification row (namespace 'myPageHeader', added when the bell's panel or the notifications page loads). */
export const notificationTextsEn = {
  common: {
    unknown: 'Unknown',
  },
  notifications: {
    unreadDot: 'Unread',
    /** One sentence per event kind (`notificationSentence` in libs/domain picks the key). */
    sentence: {
      statusChanged: '{{actor}} changed the status to {{status}}',
      assignedYou: '{{actor}} assigned this idea to you',
      assignedOther: '{{actor}} assigned this idea to {{person}}',
      assignmentChanged: '{{actor}} changed who is assigned',
      questionForYou: '{{actor}} has a question for you: "{{text}}"',
      questionAsked: '{{actor}} asked the submitter a question',
      yourQuestionAnswered: '{{actor}} answered your question: "{{text}}"',
      questionAnswered: '{{actor}} answered a question',
      expertOpinionRequestedFromYou: '{{actor}} asked you for an expert opinion',
      expertOpinionRequested: '{{actor}} asked {{person}} for an expert opinion',
      expertOpinionGivenToYou: '{{actor}} gave the expert opinion you asked for',
      expertOpinionGiven: '{{actor}} gave an expert opinion',
      changesRequestedOfYou: '{{actor}} requested changes: please revise your idea',
      changesRequested: '{{actor}} requested changes to the idea',
      revisionRequested: '{{actor}} requested a revision: "{{text}}"',
      yourRevisionRequestAnswered: '{{actor}} answered your revision request: "{{text}}"',
      revisionRequestAnswered: '{{actor}} answered a revision request',
      decided: '{{actor}} made the final decision: {{status}}',
      statusIs: 'Status is {{status}}',
      savedSearchMatch: 'New idea by {{actor}} matching your saved search "{{text}}"',
      appealFiled: '{{actor}} appealed: "{{text}}"',
      appealUpheld: '{{actor}} upheld the appeal',
      appealDismissed: '{{actor}} dismissed the appeal',
      taskDueSoon: 'Reminder: your task is due on {{day}}',
      taskDue: 'Reminder: your task was due on {{day}}',
      taskDueSoonAsDeputy: 'Reminder as deputy for {{person}}: the task is due on {{day}}',
      taskDueAsDeputy: 'Reminder as deputy for {{person}}: the task was due on {{day}}',
      taskEscalated: 'Escalation: the task of {{person}} is overdue since {{day}}; see to it or reassign it',
    },
  },
};
export type NotificationTexts = typeof notificationTextsEn;
