import type { Assessment, Decision, ExpertOpinion, Implementation, Inquiry, Review, WorkflowUser } from '@idea-portal/contracts';
import { daysAgo } from '../../fixtures/time';
import { fullName, userById } from '../../fixtures/users';

/** What the mocked API keeps per idea besides the idea itself: the case file of its workflow. */
export interface CaseState {
  assessment: Assessment | null;
  inquiries: Inquiry[];
  review: Review | null;
  expertOpinions: ExpertOpinion[];
  implementation: Implementation | null;
  decision: Decision | null;
  /** A reviewer requested changes and the idea was not edited since (the creators' revise task). */
  changesRequested?: boolean;
}

export const emptyCase = (): CaseState => ({ assessment: null, inquiries: [], review: null, expertOpinions: [], implementation: null, decision: null });

/** A user as the workflow shows them. */
export function workflowUser(id: string | null | undefined): WorkflowUser | null {
  const u = id ? userById(id) : undefined;
  if (!u) return null;
  return { id: u.id, name: fullName(u), email: u.email, department: u.organizationalUnit?.name ?? null, picture: u.picture };
}

function assessment(assignee: string, assessor: string, days: number, extra: Partial<Assessment> = {}): Assessment {
  return {
    classification: ['process'],
    isValidIdea: true,
    invalidReason: null,
    assignee: workflowUser(assignee),
    assignmentNote: 'Please review the business case.',
    statusAfterAssignment: 'review',
    note: null,
    assessor: workflowUser(assessor),
    completedAt: daysAgo(days),
    rejectReason: null,
    updatedAt: daysAgo(days),
    ...extra,
  };
}

function review(reviewer: string, days: number, extra: Partial<Review> = {}): Review {
  return {
    reviewer: workflowUser(reviewer),
    recommendation: 'approve',
    comment: 'Worth doing: quick payback.',
    reason: null,
    reasoningCategory: 'Savings',
    isPostponed: false,
    postponementReason: null,
    postponementDate: null,
    benefitCalculationType: 'calculable',
    benefitType: 'costs',
    benefitValue: 'middle',
    firstYearNetSavings: 12000,
    additionalBenefit: null,
    attachmentIds: [],
    notImplementedReason: null,
    reviewedAt: daysAgo(days),
    updatedAt: daysAgo(days),
    ...extra,
  };
}

function implementation(inCharge: string, days: number, implemented: boolean): Implementation {
  return {
    status: implemented ? 'done' : 'inProgress',
    hint: 'Start with one pilot site.',
    plannedDate: daysAgo(-30).slice(0, 10),
    priority: 'high',
    inCharge: workflowUser(inCharge),
    implementedAt: implemented ? daysAgo(days) : null,
    updatedAt: daysAgo(days),
  };
}

function decision(by: string, days: number, completed: boolean): Decision {
  return {
    decision: 'accepted',
    reason: 'Implemented as planned.',
    decidedBy: workflowUser(by),
    decidedAt: daysAgo(days),
    realisedSavings: completed ? 9500 : null,
    completedAt: completed ? daysAgo(days - 1) : null,
    note: null,
    completionRequestedBy: null,
    completionRequestedAt: null,
    completionConfirmedBy: null,
    completedBy: completed ? workflowUser(by) : null,
  };
}

/** Demo cases so every panel has something to show (ideas of `fixtures/ideas`). */
export function caseFixtures(): Record<string, CaseState> {
  return {
    'idea-1': {
      ...emptyCase(),
      assessment: assessment('u-eval', 'u-admin', 2, { classification: ['sustainability', 'technology'] }),
      inquiries: [
        {
          id: 'inq-1',
          question: 'Which roof area is free of shade?',
          askedBy: workflowUser('u-eval'),
          askedAt: daysAgo(2),
          answer: 'The north half, about 400 m².',
          answeredBy: workflowUser('u-admin'),
          answeredAt: daysAgo(1),
        },
      ],
      expertOpinions: [
        { id: 'op-1', expert: workflowUser('u-mark')!, requestedBy: workflowUser('u-eval'), requestedAt: daysAgo(2), note: null, comment: 'Statics allow it.', reviewDate: daysAgo(1) },
      ],
    },
    'idea-14': {
      ...emptyCase(),
      inquiries: [{ id: 'inq-2', question: 'Which expense app do you mean?', askedBy: workflowUser('u-eval'), askedAt: daysAgo(2), answer: null, answeredBy: null, answeredAt: null }],
    },
    'idea-3': {
      ...emptyCase(),
      assessment: assessment('u-mark', 'u-admin', 8),
      review: review('u-mark', 5),
      implementation: implementation('u-mark', 3, false),
    },
    'idea-4': {
      ...emptyCase(),
      assessment: assessment('u-eval', 'u-admin', 11),
      review: review('u-eval', 9),
      implementation: implementation('u-eval', 6, true),
      decision: decision('u-eval', 4, false),
    },
    'idea-6': {
      ...emptyCase(),
      assessment: assessment('u-eval', 'u-admin', 18),
      review: review('u-eval', 14),
      implementation: implementation('u-jonas', 7, true),
    },
    'idea-7': {
      ...emptyCase(),
      assessment: assessment('u-admin', 'u-admin', 8, { isValidIdea: false, invalidReason: 'Pool cars are leased with a usage cap.', statusAfterAssignment: 'stay', rejectReason: 'Pool cars are leased with a usage cap.' }),
    },
    'idea-8': {
      ...emptyCase(),
      assessment: assessment('u-mark', 'u-admin', 35),
      review: review('u-mark', 30),
      implementation: implementation('u-mark', 20, true),
      decision: decision('u-mark', 12, true),
    },
    'idea-10': {
      ...emptyCase(),
      assessment: assessment('u-eval', 'u-admin', 20, { classification: ['technology'] }),
      expertOpinions: [
        { id: 'op-2', expert: workflowUser('u-jonas')!, requestedBy: workflowUser('u-eval'), requestedAt: daysAgo(12), note: 'Is it worth it for 5 apps?', comment: null, reviewDate: null },
      ],
    },
  };
}
