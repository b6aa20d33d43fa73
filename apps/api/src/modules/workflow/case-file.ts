import type { BenefitType, Classification, IdeaStatus, IdeaWorkflow, PostponementReason } from '@idea-portal/contracts';
import { allowedActions, contributorEditMode, panelModes, stageDue, withheldActions } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { ideaAssessments, ideaContributors, ideaDecisions, ideaExpertOpinions, ideaHistory, ideaImplementations, ideaInquiries, ideaReviews, tenants, users } from '../../db/schema';
import { iso } from '../../lib/sql';
import { deputyView } from '../absences/deputies';
import { loadVisibleIdea, type IdeaRow } from '../ideas/load-and-require';
import { tenantCalendar } from '../tasks/calendar';
import { bonusFunctionsOf, savingsReviewThreshold, workflowStateOf, workflowUsers } from './repository';

const isoOrNull = (d: Date | null) => iso(d);

/**
 * The idea's whole case file as the caller may see it: each panel's data only when the panel
 * is not 'none' for them, what they may do now, and the tariff/salary groups of the creators
 * only for the works council and the idea manager.
 */
export async function loadCaseFile(db: Database, caller: Caller, ideaId: string, loaded?: IdeaRow, today = new Date()): Promise<IdeaWorkflow> {
  const idea = loaded ?? (await loadVisibleIdea(db, caller, ideaId));
  const own = await workflowStateOf(db, idea);
  // A deputy sees the idea as they work it for the absent people whose tasks it holds.
  const state = await deputyView(db, caller, own);
  const functions = await bonusFunctionsOf(db, caller);
  const bonusViewer = functions.worksCouncil || functions.ideaManager;
  const panels = panelModes(caller, state);
  // The works council and the idea manager read the final decision (the bonus) of every idea they see.
  if (bonusViewer && panels.finalDecision === 'none') panels.finalDecision = 'read';
  const [[assessment], inquiries, [review], opinions, [implementation], [decision], [tenant], [completion]] = await Promise.all([
    db.select().from(ideaAssessments).where(eq(ideaAssessments.ideaId, idea.id)),
    db.select().from(ideaInquiries).where(eq(ideaInquiries.ideaId, idea.id)).orderBy(asc(ideaInquiries.askedAt), asc(ideaInquiries.id)),
    db.select().from(ideaReviews).where(eq(ideaReviews.ideaId, idea.id)),
    db.select().from(ideaExpertOpinions).where(eq(ideaExpertOpinions.ideaId, idea.id)).orderBy(asc(ideaExpertOpinions.requestedAt), asc(ideaExpertOpinions.id)),
    db.select().from(ideaImplementations).where(eq(ideaImplementations.ideaId, idea.id)),
    db.select().from(ideaDecisions).where(eq(ideaDecisions.ideaId, idea.id)),
    db.select({ currency: tenants.currency }).from(tenants).where(eq(tenants.id, idea.tenantId)),
    // Who completed the idea: the history's last change of the status to completed.
    db
      .select({ actorId: ideaHistory.actorId })
      .from(ideaHistory)
      .where(and(eq(ideaHistory.ideaId, idea.id), eq(ideaHistory.fieldName, 'status'), eq(ideaHistory.newValue, 'completed')))
      .orderBy(desc(ideaHistory.createdAt))
      .limit(1),
  ]);
  const [threshold, calendar] = await Promise.all([savingsReviewThreshold(db, idea.tenantId), tenantCalendar(db, idea.tenantId)]);
  const people = await workflowUsers(db, idea.tenantId, [
    idea.assessmentAssigneeId,
    assessment?.assessorId,
    review?.reviewerId,
    implementation?.inChargeId,
    decision?.decidedBy,
    decision?.completionRequestedBy,
    decision?.completionConfirmedBy,
    completion?.actorId,
    ...inquiries.flatMap((q) => [q.askedBy, q.answeredBy]),
    ...opinions.flatMap((o) => [o.expertId, o.requestedBy]),
  ]);
  const who = (id: string | null | undefined) => (id ? (people.get(id) ?? null) : null);
  const shows = (panel: keyof typeof panels) => panels[panel] !== 'none';
  const assignee = who(idea.assessmentAssigneeId);

  return {
    ideaId: idea.id,
    status: idea.status as IdeaStatus,
    version: idea.version,
    currency: tenant?.currency ?? 'EUR',
    allowedActions: allowedActions(caller, state),
    withheldActions: withheldActions(caller, state),
    realisedSavingsReviewThreshold: threshold,
    contributorEdit: contributorEditMode(caller, state, functions.ideaManager),
    panels,
    stageDue: stageDue(
      { status: idea.status as IdeaStatus, statusChangedAt: idea.statusChangedAt, followUpDate: review?.isPostponed ? review.postponementDate : null },
      calendar.policy,
      calendar.timeZone,
      today,
    ),
    assessment:
      shows('assessment') && (assessment || assignee)
        ? {
            classification: (assessment?.classification ?? []) as Classification[],
            isValidIdea: assessment?.isValidIdea ?? null,
            invalidReason: assessment?.invalidReason ?? null,
            assignee,
            assignmentNote: assessment?.assignmentNote ?? null,
            statusAfterAssignment: assessment?.statusAfterAssignment ?? null,
            note: assessment?.note ?? null,
            assessor: who(assessment?.assessorId),
            completedAt: isoOrNull(assessment?.completedAt ?? null),
            rejectReason: assessment?.rejectReason ?? null,
            updatedAt: (assessment?.updatedAt ?? idea.updatedAt).toISOString(),
          }
        : null,
    inquiries: shows('inquiry')
      ? inquiries.map((q) => ({
          id: q.id,
          question: q.question,
          askedBy: who(q.askedBy),
          askedAt: q.askedAt.toISOString(),
          answer: q.answer,
          answeredBy: who(q.answeredBy),
          answeredAt: isoOrNull(q.answeredAt),
        }))
      : [],
    review:
      shows('review') && review
        ? {
            reviewer: who(review.reviewerId),
            recommendation: review.recommendation,
            comment: review.comment,
            reason: review.reason,
            reasoningCategory: review.reasoningCategory,
            isPostponed: review.isPostponed,
            postponementReason: review.postponementReason as PostponementReason | null,
            postponementDate: review.postponementDate,
            benefitCalculationType: review.benefitCalculationType,
            benefitType: review.benefitType as BenefitType | null,
            benefitValue: review.benefitValue,
            firstYearNetSavings: review.firstYearNetSavings,
            additionalBenefit: review.additionalBenefit,
            premiumInputs: { firstYearSavings: review.firstYearSavings, implementationCosts: review.implementationCosts, criterionLevels: review.criterionLevels },
            attachmentIds: review.attachmentIds,
            notImplementedReason: review.notImplementedReason,
            reviewedAt: isoOrNull(review.reviewedAt),
            updatedAt: review.updatedAt.toISOString(),
          }
        : null,
    // Experts see the requests (theirs to answer) with the review panel.
    expertOpinions: shows('review')
      ? opinions.flatMap((o) => {
          const expert = who(o.expertId);
          return expert
            ? [{ id: o.id, expert, requestedBy: who(o.requestedBy), requestedAt: o.requestedAt.toISOString(), note: o.note, comment: o.comment, reviewDate: isoOrNull(o.answeredAt) }]
            : [];
        })
      : [],
    implementation:
      shows('implementation') && implementation
        ? {
            status: implementation.status,
            hint: implementation.hint,
            plannedDate: implementation.plannedDate,
            priority: implementation.priority,
            inCharge: who(implementation.inChargeId),
            implementedAt: isoOrNull(implementation.implementedAt),
            updatedAt: implementation.updatedAt.toISOString(),
          }
        : null,
    decision:
      shows('finalDecision') && decision
        ? {
            decision: decision.decision,
            reason: decision.reason,
            decidedBy: who(decision.decidedBy),
            decidedAt: isoOrNull(decision.decidedAt),
            realisedSavings: decision.realisedSavings,
            completedAt: isoOrNull(decision.completedAt),
            note: decision.note,
            completionRequestedBy: who(decision.completionRequestedBy),
            completionRequestedAt: isoOrNull(decision.completionRequestedAt),
            completionConfirmedBy: who(decision.completionConfirmedBy),
            completedBy: decision.completedAt ? (who(decision.completionConfirmedBy) ?? who(completion?.actorId)) : null,
            ...(bonusViewer ? { bonusRecipients: await bonusRecipients(db, idea) } : {}),
          }
        : null,
  };
}

/** Submitter and contributors with their tariff/salary group (works council and idea manager only). */
async function bonusRecipients(db: Database, idea: IdeaRow) {
  const rows = await db
    .select({ id: users.id, givenName: users.givenName, familyName: users.familyName, tariffGroup: users.tariffGroup })
    .from(users)
    .where(eq(users.id, idea.submitterId));
  const contributors = await db
    .select({ id: users.id, givenName: users.givenName, familyName: users.familyName, tariffGroup: users.tariffGroup })
    .from(ideaContributors)
    .innerJoin(users, eq(users.id, ideaContributors.userId))
    .where(eq(ideaContributors.ideaId, idea.id))
    .orderBy(asc(ideaContributors.addedAt));
  return [...rows, ...contributors].map((u) => ({ userId: u.id, name: `${u.givenName} ${u.familyName}`.trim(), tariffGroup: u.tariffGroup }));
}
