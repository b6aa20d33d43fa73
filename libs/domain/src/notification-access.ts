import type { NotificationKind, PanelMode, WorkflowPanel } from '@idea-portal/contracts';

/** An idea-history entry that is a notification event, its kind, and the panel of the idea that shows its content. */
export interface NotificationSource {
  entityType: string;
  /** Compared case-insensitively (older entries wrote 'Status'). */
  fieldName: string;
  kind: NotificationKind;
  panel: WorkflowPanel;
  /**
   * Who hears of it besides the idea's creators, its followers and the person the entry names
   * (`concerned_user_id`): the idea's assessment assignee, the tenant's idea managers.
   */
  alsoTo?: readonly ('assignee' | 'ideaManagers')[];
  /** Entries of the source that are no event of this kind: a more specific kind tells of them. */
  except?: readonly { oldValue: string; newValue?: string }[];
}

/**
 * Which history entries notify, as what, and where their content lives: a status is part of the
 * idea (anyone who sees the idea sees it), the assessment assignee is in the assessment panel,
 * questions and answers in the inquiry panel, expert requests and opinions and the person in
 * charge of implementation in the review panel. Requested changes, revision requests and their
 * answers and the final decision carry what the idea's details show (its status and that it is
 * being revised). The notifications query is built from this table.
 */
export const NOTIFICATION_SOURCES: readonly NotificationSource[] = [
  // Leaving final_decision is the decision, review -> first_assessment the requested changes: those kinds tell of it.
  {
    entityType: 'idea',
    fieldName: 'status',
    kind: 'statusChange',
    panel: 'details',
    except: [{ oldValue: 'final_decision' }, { oldValue: 'review', newValue: 'first_assessment' }],
  },
  { entityType: 'first_assessment', fieldName: 'assigneeId', kind: 'assignment', panel: 'assessment' },
  { entityType: 'idea', fieldName: 'inquiry', kind: 'inquiry', panel: 'inquiry' },
  { entityType: 'idea', fieldName: 'inquiryAnswer', kind: 'inquiryAnswer', panel: 'inquiry' },
  { entityType: 'review', fieldName: 'expertRequested', kind: 'expertRequest', panel: 'review' },
  { entityType: 'review', fieldName: 'expertOpinion', kind: 'expertOpinion', panel: 'review' },
  { entityType: 'review', fieldName: 'inChargeOfImplementation', kind: 'assignment', panel: 'review' },
  { entityType: 'review', fieldName: 'changesRequested', kind: 'changesRequested', panel: 'details' },
  { entityType: 'idea', fieldName: 'revisionRequest', kind: 'revisionRequested', panel: 'details', alsoTo: ['assignee', 'ideaManagers'] },
  { entityType: 'idea', fieldName: 'revisionAnswer', kind: 'revisionAnswered', panel: 'details' },
  { entityType: 'idea', fieldName: 'decision', kind: 'decision', panel: 'details' },
  // Appeals (Einspruch): filed by the submitter (the idea managers decide it), decided for the submitter.
  { entityType: 'idea', fieldName: 'appeal', kind: 'appealFiled', panel: 'details', alsoTo: ['ideaManagers'] },
  { entityType: 'idea', fieldName: 'appealDecision', kind: 'appealDecided', panel: 'details' },
];

/** The kind of a history entry, null when it is no notification event (the rule EVENT_KIND's SQL follows). */
export function notificationKindOf(entry: { entityType: string; fieldName: string; oldValue: string | null; newValue: string | null }): NotificationKind | null {
  const source = NOTIFICATION_SOURCES.find((s) => s.entityType === entry.entityType && s.fieldName.toLowerCase() === entry.fieldName.toLowerCase());
  if (!source) return null;
  const excepted = source.except?.some((e) => e.oldValue === entry.oldValue && (e.newValue === undefined || e.newValue === entry.newValue));
  return excepted ? null : source.kind;
}

/** A notification as the rule needs it: its kind and, for events from the history, the entry's entity type. */
export interface NotificationEvent {
  kind: NotificationKind;
  entityType?: string;
}

/**
 * The panel whose content a notification carries. Events from the history take their source's
 * panel (an assignment is the assessment's assignee or the review's person in charge); a
 * saved-search match and the plain status of one's own idea carry only the idea (its details).
 */
export function notificationPanel(event: NotificationEvent): WorkflowPanel {
  const sources = NOTIFICATION_SOURCES.filter((s) => s.kind === event.kind);
  if (!sources.length) return 'details';
  const source = sources.find((s) => s.entityType === event.entityType);
  if (!source) throw new Error(`No notification source ${event.entityType ?? '(none)'} for ${event.kind}`);
  return source.panel;
}

/**
 * Whether a recipient gets a notification, asked whenever notifications are read (not only when
 * the event happened): only while they may see the idea (`maySeeIdea`) and the panel that shows
 * the event's content is open to them (`panelModes`, the rule of GET /ideas/{id}/workflow). A
 * follower who is a mere viewer of the idea so hears of its status changes, but not of its
 * questions, answers, assignees or experts; someone who lost sight of the idea hears nothing.
 */
export function notificationVisibleTo(event: NotificationEvent, recipient: { seesIdea: boolean; panels: Record<WorkflowPanel, PanelMode> }): boolean {
  return recipient.seesIdea && recipient.panels[notificationPanel(event)] !== 'none';
}
