import { http, type AnyHandler } from 'msw';
import { NotImplementedInput, PostponeInput, ReviewInput, type Implementation, type Review } from '@idea-portal/contracts';
import { addHistory, nowIso, refuseCreatorAssignee, workflowStep } from './case-store';
import { workflowUser } from './case-fixtures';

export const blankReview = (): Review => ({
  reviewer: null,
  recommendation: null,
  comment: null,
  reason: null,
  reasoningCategory: null,
  isPostponed: false,
  postponementReason: null,
  postponementDate: null,
  benefitCalculationType: null,
  benefitType: null,
  benefitValue: null,
  firstYearNetSavings: null,
  additionalBenefit: null,
  attachmentIds: [],
  notImplementedReason: null,
  reviewedAt: null,
  updatedAt: nowIso(),
});

export const blankImplementation = (): Implementation => ({
  status: null,
  hint: null,
  plannedDate: null,
  priority: null,
  inCharge: null,
  implementedAt: null,
  updatedAt: nowIso(),
});

const TARGET = { approve: 'implementation', requestChanges: 'first_assessment', reject: 'rejected' } as const;

/** Review, postponement and 'Idea will not be implemented'. */
export function createReviewHandlers(u: (path: string) => string): AnyHandler[] {
  return [
    http.post(
      u('/ideas/:id/review'),
      workflowStep({
        action: 'review',
        schema: ReviewInput,
        check: ({ input, idea }) => refuseCreatorAssignee(idea, input.inChargeOfImplementation, 'body.inChargeOfImplementation'),
        target: ({ input }) => TARGET[input.recommendation],
        apply: ({ input, idea, case: c, me }) => {
          const r = (c.review ??= blankReview());
          const now = nowIso();
          Object.assign(r, {
            reviewer: workflowUser(me.id),
            recommendation: input.recommendation,
            comment: input.comment ?? null,
            reason: input.reason ?? null,
            reasoningCategory: input.reasoningCategory ?? null,
            isPostponed: false,
            benefitCalculationType: input.benefitCalculationType ?? null,
            benefitType: input.benefitType ?? null,
            benefitValue: input.benefitValue ?? null,
            firstYearNetSavings: input.firstYearNetSavings ?? null,
            additionalBenefit: input.additionalBenefit ?? null,
            ...(input.premiumInputs ? { premiumInputs: input.premiumInputs } : {}),
            attachmentIds: input.attachmentIds ?? [],
            reviewedAt: now,
            updatedAt: now,
          });
          const i = (c.implementation ??= blankImplementation());
          Object.assign(i, {
            status: input.implementationStatus ?? i.status,
            hint: input.implementationHint ?? i.hint,
            plannedDate: input.plannedImplementationDate ?? i.plannedDate,
            priority: input.implementationPriority ?? i.priority,
            inCharge: input.inChargeOfImplementation !== undefined ? workflowUser(input.inChargeOfImplementation) : i.inCharge,
            updatedAt: now,
          });
          addHistory(idea.id, 'review', 'recommendation', null, input.recommendation);
          if (input.recommendation === 'requestChanges') {
            c.changesRequested = true;
            addHistory(idea.id, 'review', 'changesRequested', null, null);
          }
          if (input.firstYearNetSavings != null) addHistory(idea.id, 'review', 'firstYearNetSavings', null, String(input.firstYearNetSavings));
          // A decision maker reviewing directly becomes the assignee.
          if (!idea.ideaAssessment?.assigneeId) idea.ideaAssessment = { assigneeId: me.id };
        },
      }),
    ),
    http.post(
      u('/ideas/:id/review/postponement'),
      workflowStep({
        action: 'postpone',
        schema: PostponeInput,
        apply: ({ input, idea, case: c }) => {
          const r = (c.review ??= blankReview());
          Object.assign(r, { isPostponed: true, postponementReason: input.postponementReason, postponementDate: input.postponementDate, updatedAt: nowIso() });
          addHistory(idea.id, 'review', 'postponementDate', null, input.postponementDate);
          if (input.note) {
            r.comment = input.note;
            addHistory(idea.id, 'review', 'postponementNote', null, input.note);
          }
        },
      }),
    ),
    http.post(
      u('/ideas/:id/not-implemented'),
      workflowStep({
        action: 'notImplemented',
        schema: NotImplementedInput,
        apply: ({ input, idea, case: c }) => {
          const r = (c.review ??= blankReview());
          r.notImplementedReason = input.reason;
          r.updatedAt = nowIso();
          addHistory(idea.id, 'review', 'notImplementedReason', null, input.reason);
        },
      }),
    ),
  ];
}
